import { createFederatedConfig, type WebpackArgv } from '@tajriba/federation/webpack';
import { contract } from './contract';

export default (_env: unknown, argv: WebpackArgv) => {
  const config = createFederatedConfig(
    {
      name: 'mf-host-wizard',
      dir: __dirname,
      kind: 'remote',
      exposes: { './app': './src/remote-entry.tsx', './edit-experience': './src/parcels/edit-experience-parcel.tsx' },
      // `npm run dev -w mf-host-wizard`: the remote alone in its dev harness
      port: 4304,
      harnessEntry: 'src/dev/index.ts',
      // routes, access, events: travels with the build as dist/contract.json
      contract,
    },
    argv,
  );
  // The map library's stylesheet ships as text in the location step's chunk and is injected there.
  config.module?.rules?.push({ test: /\.css$/i, type: 'asset/source' });
  // Uploaded images are served by the API under /files: the harness proxies them like API paths.
  const proxy = config.devServer?.proxy;
  if (Array.isArray(proxy) && proxy[0] && typeof proxy[0] === 'object' && Array.isArray(proxy[0].context)) proxy[0].context.push('/files');
  return config;
};
