import net from 'node:net';

/** The run's settings are defined in scripts/e2e-env.ts; the specs' build folder is re-exported here. */
export { E2E_BUILD_DIR } from '../scripts/e2e-env';

/** A port nothing listens on now, for a server a spec starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
