import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export interface StallingProxy {
  /** `http://127.0.0.1:<port>`: the site through the proxy */
  url: string;
  /** While on, each POST's headers reach the server and its body never does, as on a network that stalls. */
  stallUploads(on: boolean): void;
  close(): Promise<void>;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * An HTTP/1.1 connection proxy in front of `target` for the browser tests, which a browser cannot otherwise
 * make stall mid-upload: it passes everything through, and while stalling it forwards a POST's request line
 * and headers, then swallows the body. The answer still comes back to the browser, which has sent its whole
 * body (into the proxy), so it reads it. Requests are told apart only while stalling, at the start of each
 * (browsers do not pipeline), so switch it while nothing is being sent.
 */
export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalling = false;
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let head = Buffer.alloc(0); // the start of a request, while stalling, until its headers are complete
    let swallowing = false; // the rest of this connection is a stalled body
    let upstreamGone = false;

    const forward = (chunk: Buffer) => {
      if (!upstream.write(chunk)) client.pause();
    };
    client.on('data', (chunk: Buffer) => {
      if (upstreamGone || swallowing) return; // read and dropped, so the client is not reset while it sends
      if (!stalling) return forward(chunk);
      head = Buffer.concat([head, chunk]);
      for (let end = head.indexOf(HEADERS_END); end !== -1 && !swallowing; end = head.indexOf(HEADERS_END)) {
        const request = head.subarray(0, end + HEADERS_END.length);
        forward(request);
        head = head.subarray(request.length);
        swallowing = request.subarray(0, 5).toString() === 'POST ';
      }
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    upstream.on('error', () => undefined);
    client.on('error', () => undefined);
    // The server closed (after its answer): end our side too, still reading what the client sends for a moment,
    // so that it reads the answer rather than a reset connection (as the request guard itself does).
    upstream.on('close', () => {
      upstreamGone = true;
      client.end();
      setTimeout(() => client.destroy(), 2000).unref();
    });
    client.on('close', () => {
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stallUploads(on) {
      stalling = on;
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
