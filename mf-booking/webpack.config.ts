import { createFederatedConfig, type WebpackArgv } from '@tajriba/federation/webpack';
import { contract } from './contract';

export default (_env: unknown, argv: WebpackArgv) => {
  const config = createFederatedConfig(
    {
      name: 'mf-booking',
      dir: __dirname,
      kind: 'remote',
      exposes: {
        './app': './src/remote-entry.tsx',
        // parcels other areas open (contract.ts, README "Parcels")
        './add-payment-method': './src/parcels/add-payment-method.tsx',
        './confirm-card': './src/parcels/confirm-card.tsx',
        './ticket': './src/parcels/ticket.tsx',
      },
      // `npm run dev -w mf-booking`: the remote alone in its dev harness
      port: 4302,
      harnessEntry: 'src/dev/index.ts',
      // routes, access, events: travels with the build as dist/contract.json
      contract,
    },
    argv,
  );
  // The map library's stylesheet ships as text in the (lazy) meeting-point map chunk, which adds it.
  config.module?.rules?.push({ test: /\.css$/i, type: 'asset/source' });
  return config;
};
