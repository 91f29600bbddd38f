import { createFederatedConfig, type WebpackArgv } from '@tajriba/federation/webpack';

// The shell names no remote: which remotes exist, and where, is read from the registry at run time.
export default (_env: unknown, argv: WebpackArgv) =>
  createFederatedConfig({ name: 'shell', dir: __dirname, kind: 'shell', port: 4300 }, argv);
