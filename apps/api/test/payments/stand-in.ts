/**
 * A local HTTP stand-in of a provider's API for tests: listens on 127.0.0.1, port 0 (any free
 * port), records every request (method, path, query, headers, raw body) and answers with what the
 * test's handler returns. The adapters are pointed at its `url` (STRIPE_API_URL, REEPAY_API_URL,
 * REEPAY_CHECKOUT_API_URL or their config).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type StandInHandler = (request: StandInRequest) => { status?: number; body: unknown };

export interface StandIn {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: StandInRequest[];
  close: () => Promise<void>;
}

export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      let answer: { status?: number; body: unknown };
      try {
        answer = handler(request);
      } catch (error) {
        answer = { status: 500, body: { error: String(error) } };
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
