import { createFederatedConfig, type WebpackArgv } from '@tajriba/federation/webpack';

export default (_env: unknown, argv: WebpackArgv) =>
  createFederatedConfig(
    {
      name: 'mf-discovery',
      dir: __dirname,
      kind: 'remote',
      exposes: { './app': './src/remote-entry.tsx' },
      port: 4301,
      harnessEntry: 'src/dev/index.ts',
    },
    argv,
  );
