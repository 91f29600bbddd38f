import { createRegistryServer } from './app';
import { loadConfig } from './config';
import { Registry } from './registry';

async function main() {
  const config = loadConfig();
  const registry = new Registry(config);
  await registry.init();
  const server = createRegistryServer(registry);
  server.listen(config.port, config.host, () => {
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.port;
    console.info(`registry listening on http://${config.host}:${port} (data: ${config.dataDir})`);
  });
  // Finish in-flight uploads and promotes before exiting: a half-renamed build cannot exist,
  // but a client deserves its answer.
  const close = (signal: string) => {
    console.info(`registry: ${signal}, closing`);
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
