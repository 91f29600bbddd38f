import { createFederatedConfig, type WebpackArgv } from '@tajriba/federation/webpack';
import { contract } from './contract';

export default (_env: unknown, argv: WebpackArgv) =>
  createFederatedConfig(
    {
      name: 'mf-verification',
      dir: __dirname,
      kind: 'remote',
      exposes: { './app': './src/remote-entry.tsx', './gate': './src/parcels/gate-parcel.tsx' },
      // `npm run dev -w mf-verification`: the remote alone in its dev harness
      port: 4303,
      harnessEntry: 'src/dev/index.ts',
      // routes, access, events: travels with the build as dist/contract.json
      contract,
    },
    argv,
  );
