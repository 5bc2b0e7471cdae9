import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Config } from '../../config';

/**
 * /metrics on its own port (METRICS_PORT, bound to METRICS_HOST): how a worker, which has no HTTP
 * server, is scraped, and how an API keeps /metrics off its public port. The token, when set, is
 * asked here too.
 */
export const startMetricsServer = async (
  config: Pick<Config, 'metrics'>,
  registry: Registry,
): Promise<{ port: number; stop: () => Promise<void> }> => {
  const { token, port, host } = config.metrics;
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      if (token && request.headers.authorization !== `Bearer ${token}`) {
        response
          .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
          .end('A valid metrics token is required.\n');
        return;
      }
      try {
        const body = await registry.metrics();
        response.writeHead(200, { 'content-type': registry.contentType }).end(body);
      } catch (error) {
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`Metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : (port ?? 0),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
