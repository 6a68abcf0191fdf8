import http from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** Starts the app on a free loopback port and returns the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** One request over a real connection, the body left as sent (not decompressed). */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Headers that belong to the connection, not to the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** An answer's status, headers (connection headers aside) and body, for comparing two paths. */
export function answerOf(res: RawResponse | LightMyRequestResponse) {
  const isRaw = 'status' in res && typeof res.status === 'number';
  const headers = Object.entries(res.headers)
    .filter(([name]) => !CONNECTION_HEADERS.has(name))
    .map(([name, value]) => [name, String(value)] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    status: isRaw ? (res as RawResponse).status : (res as LightMyRequestResponse).statusCode,
    headers: Object.fromEntries(headers),
    body: (isRaw ? (res as RawResponse).body : (res as LightMyRequestResponse).rawPayload).toString(
      'base64',
    ),
  };
}
