import http from 'node:http';
import { createWebApp } from './app';
import { loadConfig, repoRoot } from './config';
import { HttpRegistrySource, LocalRegistrySource, type RegistrySource } from './registry-source';

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
  const server = http.createServer((req, res) => void app.handle(req, res));
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
