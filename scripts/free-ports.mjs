// Prints the first of two free TCP ports `p` and `p + 2` on this machine (the e2e servers'
// Free and Pro instances), so the browser tests never collide with whatever else listens.
import net from 'node:net';

const listen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });

for (let attempt = 0; attempt < 50; attempt += 1) {
  const port = await listen(0);
  if (port && port + 2 < 65536 && (await listen(port + 2))) {
    console.log(port);
    process.exit(0);
  }
}
console.error('no two free ports found');
process.exit(1);
