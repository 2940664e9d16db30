import { connect, createServer, type Socket } from 'node:net';

/**
 * How the proxy fails: 'refuse' is a database server that went down (every connection reset, new ones
 * refused at once); 'hang' is a network that went silent (connections stay open but nothing gets through,
 * new ones are accepted and never answered), which only a timeout can end.
 */
export type Cut = 'refuse' | 'hang';

export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's */
  via(url: string): string;
  cut(how: Cut): Promise<void>;
  restore(): Promise<void>;
  /** connections made through the proxy so far */
  readonly accepted: number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/** A TCP proxy on a free loopback port in front of `target`, which a test can cut off and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let state: 'open' | Cut = 'open';
  let accepted = 0;

  const forward = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  };
  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const server = createServer((client) => {
    accepted++;
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (state === 'open') forward(pair);
    else client.pause(); // 'hang': accepted, and never a byte in either direction
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  await listen(0);
  const { port } = server.address() as { port: number };

  return {
    via(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    async cut(how) {
      state = how;
      if (how === 'refuse') {
        const closed = new Promise((resolve) => server.close(resolve));
        for (const pair of pairs) drop(pair);
        await closed;
        return;
      }
      for (const pair of pairs) {
        // Stop forwarding both ways; what is sent meanwhile waits in the buffers, as on a stalled network.
        pair.client.unpipe();
        pair.upstream?.unpipe();
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    async restore() {
      const was = state;
      state = 'open';
      if (was === 'refuse') return listen(port);
      for (const pair of pairs) {
        if (!pair.upstream) forward(pair);
        else {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        }
      }
    },
    get accepted() {
      return accepted;
    },
    async close() {
      const closed = new Promise((resolve) => (server.listening ? server.close(resolve) : resolve(undefined)));
      for (const pair of pairs) drop(pair);
      await closed;
    },
  };
}
