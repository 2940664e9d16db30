// Next's bundled copy of the `compression` middleware, which it runs in front of every response it sends;
// the HTML rewrite tests put it in front of their fake upstream.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
