import { Fragment } from 'react';
import { highlight } from '@/lib/search/highlight';

/** Text with the words a search matched in <mark>, built as React nodes: content never becomes markup. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlight(text, terms).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
  );
}
