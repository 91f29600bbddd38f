import { createFederatedConfig, type WebpackArgv } from '@tajriba/federation/webpack';
import { contract } from './contract';

export default (_env: unknown, argv: WebpackArgv) =>
  createFederatedConfig(
    {
      name: 'mf-host-dashboard',
      dir: __dirname,
      kind: 'remote',
      exposes: { './app': './src/remote-entry.tsx' },
      // `npm run dev -w mf-host-dashboard`: the remote alone in its dev harness
      port: 4303,
      harnessEntry: 'src/dev/index.ts',
      // routes, access, events: travels with the build as dist/contract.json
      contract,
    },
    argv,
  );
