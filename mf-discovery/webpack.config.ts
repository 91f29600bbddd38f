import { createFederatedConfig, type WebpackArgv } from '@tajriba/federation/webpack';
import { contract } from './contract';

export default (_env: unknown, argv: WebpackArgv) => {
  const config = createFederatedConfig(
    {
      name: 'mf-discovery',
      dir: __dirname,
      kind: 'remote',
      exposes: { './app': './src/remote-entry.tsx' },
      port: 4301,
      harnessEntry: 'src/dev/index.ts',
      // routes, access, events: travels with the build as dist/contract.json
      contract,
      // the map view's first screen, painted by the edge from the HTML (src/first-screens.tsx)
      firstScreens: './src/first-screens.tsx',
      // The map uses Mapbox only when a token is given at build time (or at run time, see
      // src/shared/map/map-config.ts); empty = MapLibre with the offline basemap.
      define: { MAPBOX_ACCESS_TOKEN: process.env.MAPBOX_ACCESS_TOKEN ?? '' },
    },
    argv,
  );
  // The map libraries' stylesheets ship as text in the (lazy) map chunk and are injected there.
  config.module?.rules?.push({ test: /\.css$/i, type: 'asset/source' });
  // Seeded images are served by the API under /files: the harness proxies them like API paths.
  const proxy = config.devServer?.proxy;
  if (Array.isArray(proxy) && proxy[0] && typeof proxy[0] === 'object' && Array.isArray(proxy[0].context)) proxy[0].context.push('/files');
  return config;
};
