import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface PeerAccount {
  id: string;
  displayName: string;
}

/**
 * A server answering the Stripe API calls Tessera makes, as Stripe answers them, for the official
 * SDK pointed at it through STRIPE_API_URL: `GET /v1/account` for a known secret key, 401 with
 * Stripe's error body for any other. `accounts` maps keys to the account each opens.
 */
export class StripePeer {
  readonly accounts = new Map<string, PeerAccount>();
  readonly requests: { method: string; path: string; key: string | null }[] = [];
  private server: http.Server | null = null;

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      this.requests.push({ method: req.method ?? '', path: req.url ?? '', key });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_peer' });
        res.end(JSON.stringify(body));
      };
      req.resume();
      req.on('end', () => {
        const account = key ? this.accounts.get(key) : undefined;
        if (!account) {
          return send(401, {
            error: {
              type: 'invalid_request_error',
              message: `Invalid API Key provided: ${(key ?? '').slice(0, 8)}****${(key ?? '').slice(-4)}`,
            },
          });
        }
        if (req.method === 'GET' && req.url?.split('?')[0] === '/v1/account') {
          return send(200, {
            id: account.id,
            object: 'account',
            email: null,
            business_profile: { name: null },
            settings: { dashboard: { display_name: account.displayName } },
          });
        }
        send(404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.url})`,
          },
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
