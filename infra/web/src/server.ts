import http from 'node:http';
import { createWebApp } from './app';
import { loadConfig, repoRoot, type WebConfig } from './config';
import { HttpRegistrySource, LocalRegistrySource, type RegistrySource } from './registry-source';

/**
 * The edge's HTTP server. Node's default keep-alive timeout is 5 s, and it is a timer: when the
 * event loop is busy for longer than that (the load check at 200 connections: p50 of 7.5 s on a
 * loaded machine), the timer of a kept-alive connection fires before the loop reads the next
 * request the client has already sent on it, and Node closes a socket with unread data: the
 * client gets a reset (the ~40 ECONNRESET on `/`, infra/web/README.md "Load check"). The same
 * race hits a load balancer or browser reusing a connection idle for ~5 s. So idle connections
 * stay open longer than a load balancer's idle timeout (65 s by default), and the header timeout
 * is longer than that, as Node requires for keep-alive to hold (otherwise the header timer of
 * the next request could close it first).
 */
export function createEdgeServer(handler: http.RequestListener, config: Pick<WebConfig, 'keepAliveTimeoutMs'>): http.Server {
  const server = http.createServer(handler);
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.keepAliveTimeoutMs + 5_000;
  return server;
}

export async function startWebServer(config = loadConfig()) {
  let source: RegistrySource;
  if (config.local) {
    const local = new LocalRegistrySource(repoRoot, config.localRemotes);
    await local.init(config.siteEnv);
    source = local;
  } else {
    source = new HttpRegistrySource(config.registryUrl, config.registryTtlSeconds * 1000);
  }
  const app = createWebApp(config, source);
  const server = createEdgeServer((req, res) => void app.handle(req, res), config);
  server.on('upgrade', (req, socket, head) => app.upgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const remotes = Object.keys((await source.document(config.siteEnv))?.remotes ?? {});
  console.info(
    `infra/web: http://${config.host}:${port} (${config.siteEnv}${config.local ? ', local remotes' : `, registry ${config.registryUrl}`}, api ${config.apiUrl}) remotes: ${remotes.join(', ') || 'none'}`,
  );
  return { server, port, source };
}

if (require.main === module) {
  startWebServer()
    .then(({ server }) => {
      const stop = () => server.close(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
