import { createServer } from 'node:http';
import { createSandbox } from './app';
import { sandboxOptionsFromEnv } from './config';

const opts = sandboxOptionsFromEnv();
const sandbox = createSandbox({
  ...opts,
  log: (line, extra) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), msg: line, ...extra })}\n`),
});
const server = createServer((req, res) => void sandbox.handle(req, res));
server.listen(opts.port, opts.host, () => {
  process.stdout.write(`payments sandbox on ${opts.publicUrl} (webhooks → ${opts.webhookUrl ?? 'off'})\n`);
});
const stop = () => {
  sandbox.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
