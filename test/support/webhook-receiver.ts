import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** the raw body, as a receiver must verify it */
  body: string;
  /** what this receiver answered */
  status: number;
}

/** What to answer a request: a status code, or one with headers (e.g. a redirect's Location). */
type Answer = number | { status: number; headers: Record<string, string> };

/**
 * A webhook receiver on 127.0.0.1 that keeps every request it got. `answer` decides the reply from the request
 * and how many requests with the same webhook-id came before it (0 for the first).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private server?: Server;

  constructor(
    private readonly answer: (request: { id: string; seen: number }) => Answer = () => 200,
    /** how long each answer takes: a slow receiver keeps a worker busy while the other reads the queue */
    private readonly delayMs = 0,
  ) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = String(request.headers['webhook-id'] ?? '');
        const answer = this.answer({ id, seen: this.received.filter((r) => r.headers['webhook-id'] === id).length });
        const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString(), status });
        setTimeout(() => response.writeHead(status, headers).end(), this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The requests for one message id. */
  of(id: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.headers['webhook-id'] === id);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
