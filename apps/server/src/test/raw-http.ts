import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  socket: net.Socket;
  write(text: string): void;
  /** Resolves once the bytes received so far contain `text`. */
  waitFor(text: string): Promise<void>;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  /** The final responses received so far, in order (1xx interim responses left out). */
  responses(): RawResponse[];
}

/** A plain TCP connection speaking HTTP/1.1 by hand: partial bodies, pipelining, idling. */
export function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const waiters = new Set<() => void>();
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      waiters.forEach((check) => check());
    });
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    // A reset from the server is one way of closing; it is not the test's error.
    socket.on('error', () => {});
    socket.once('connect', () =>
      resolve({
        socket,
        write: (text) => socket.write(text),
        waitFor: (text) =>
          new Promise((done) => {
            const check = () => {
              if (!received.includes(text)) return;
              waiters.delete(check);
              done();
            };
            waiters.add(check);
            check();
          }),
        closed,
        responses: () => parseResponses(received),
      }),
    );
    socket.once('error', reject);
  });
}

function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return responses;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const status = Number(statusLine!.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(end + 4, end + 4 + length);
    if (body.length < length) return responses;
    rest = rest.slice(end + 4 + length);
    if (status >= 200) responses.push({ status, headers, body });
  }
}
