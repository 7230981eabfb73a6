import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, for a server a test or a script starts for itself.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
