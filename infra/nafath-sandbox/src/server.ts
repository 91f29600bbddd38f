import { createServer } from 'node:http';
import { createNafathSandbox } from './app';

// Started by `npm start` when IDENTITY_PROVIDER=nafath and no real NAFATH_BASE_URL is given.
const port = Number(process.env.NAFATH_PORT ?? 4800);
const sandbox = createNafathSandbox({
  appId: process.env.NAFATH_APP_ID ?? 'nafath-sandbox-app',
  appKey: process.env.NAFATH_APP_KEY ?? 'nafath-sandbox-key',
  callbackUrl: process.env.NAFATH_CALLBACK_URL,
});
const server = createServer((req, res) => void sandbox.handle(req, res));
server.listen(port, process.env.NAFATH_HOST ?? '127.0.0.1', () => {
  process.stdout.write(`nafath sandbox on http://localhost:${port} (app page /app; callbacks → ${process.env.NAFATH_CALLBACK_URL ?? 'off'})\n`);
});
const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
