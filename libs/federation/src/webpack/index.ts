/// <reference types="webpack-dev-server" />
/**
 * Node-only: the webpack + Module Federation config factory used by the shell and every
 * remote. Never import this from browser code (it pulls in webpack itself).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Configuration, Module } from 'webpack';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createShared, facadeImplementations } from './shared';
import { PreloadManifestPlugin } from './preload-plugin';
import { FirstRenderSharedPlugin } from './first-render-plugin';
import { firstRenderCacheGroupTest } from './first-render-chunk';
import { catalogueChunks } from './catalogue-chunks';
import { ContractAssetPlugin } from './contract-plugin';
import { FirstScreensPlugin } from './first-screens-plugin';
import type { RemoteContractInput } from '@tajriba/contracts';
import { ShareIndex } from './share-index';
import { PlatformImportsPlugin } from './platform-imports-plugin';

export { sharedSingletonNames, sharedImports, facadeImplementations, createShared } from './shared';
export { PreloadManifestPlugin } from './preload-plugin';
export { ContractAssetPlugin, CONTRACT_FILE } from './contract-plugin';
export { FirstScreensPlugin, FIRST_SCREENS_FILE, FIRST_SCREENS_KEY } from './first-screens-plugin';
export { FirstRenderSharedPlugin, FIRST_RENDER_SHARED_KEY, CATALOGUES_KEY } from './first-render-plugin';
export { ShareIndex } from './share-index';
export { PlatformImportsPlugin } from './platform-imports-plugin';

export interface FederatedConfigOptions {
  /** MF container name, also the remote's package name (e.g. 'mf-discovery') */
  name: string;
  /** the package directory (usually __dirname of webpack.config.ts) */
  dir: string;
  kind: 'shell' | 'remote';
  /** remote: exposed modules, e.g. { './app': './src/remote-entry.tsx' } */
  exposes?: Record<string, string>;
  /** dev server port */
  port?: number;
  /** extra share keys for this package (rare: the list lives in ./shared) */
  extraShared?: string[];
  /** remote dev harness entry (used by `webpack serve` only) */
  harnessEntry?: string;
  /** html template; defaults to src/index.html (shell) or src/dev/index.html (remote harness; without one, a blank page) */
  template?: string;
  /** values inlined at build time as `process.env.X` */
  define?: Record<string, string>;
  /**
   * remote: its contract (`./contract.ts`), written into the build as `contract.json` so it
   * travels with it (routes, access, events, parcels)
   */
  contract?: RemoteContractInput;
  /**
   * remote: a module exporting `firstScreens` (`./src/first-screens.tsx`): pages its first render
   * draws at static addresses, pre-rendered into the build for the edge to paint from the HTML
   * (first-screens-plugin.ts). Production builds only.
   */
  firstScreens?: string;
}

/** A message catalogue: `i18n/en.json`, or `i18n/<part>/en.json` for one that loads on its own. */
export const catalogueFile = /[\\/]i18n[\\/](?:[\w-]+[\\/])?(en|ar)\.json$/i;

export interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
  env?: Record<string, unknown>;
}

const apiPaths = ['/api', '/Connect', '/Register', '/Reset', '/hubs', '/openapi', '/docs', '/signin-facebook', '/signin-apple'];

const harnessPage = (name: string) =>
  `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} — dev harness</title></head><body></body></html>`;

export function createFederatedConfig(opts: FederatedConfigOptions, argv: WebpackArgv = {}): Configuration {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const prod = mode === 'production';
  const serving = process.env.WEBPACK_SERVE === 'true';
  const isShell = opts.kind === 'shell';
  const src = (p: string) => path.resolve(opts.dir, p);

  const entry: Record<string, string> = {};
  if (isShell) entry.main = src('src/index.ts');
  else if (serving && opts.harnessEntry) entry.harness = src(opts.harnessEntry);

  const template = opts.template ?? (isShell ? src('src/index.html') : src('src/dev/index.html'));
  const withHtml = isShell || (serving && !!opts.harnessEntry);

  // The shell provides every platform entry, whether or not its own code imports it.
  const shared = createShared(opts.dir, opts.extraShared, { provideAll: isShell });
  const shares = new ShareIndex(shared);

  const config: Configuration = {
    mode,
    name: opts.name,
    context: opts.dir,
    target: 'web',
    entry,
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: src('dist'),
      uniqueName: opts.name.replace(/[^a-z0-9_]/gi, '_'),
      // Remotes live under a versioned URL chosen at publish time, so they must resolve their
      // chunks relative to where remoteEntry.js was loaded from.
      publicPath: isShell ? '/' : 'auto',
      // The shell's entry name must stay stable (a content hash on it breaks MF's runtime
      // chunk bookkeeping); index.html references it with a `?<hash>` query instead.
      filename: isShell ? '[name].js' : prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? (isShell ? 'static/[name].[contenthash:8].js' : '[name].[contenthash:8].js') : '[name].js',
      assetModuleFilename: prod ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      clean: true,
      crossOriginLoading: false,
    },
    resolve: {
      // Libs are linked workspaces exposing TypeScript sources through "exports". Keep
      // webpack's default conditions: they include production/development, which packages
      // such as react-router use to pick their minified build.
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // Catalogues are compiled at build time (icu-messages-loader.cjs), so react-intl's
        // run-time ICU parser (and its number-skeleton parser) would be dead weight.
        '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { paths: [opts.dir, __dirname] }),
        // The react-router build behind the shared router facade (../router/router-facade.ts).
        // react-router's "exports" only name its development build; production drops warnings.
        '@tajriba/react-router-impl$': path.join(
          path.dirname(require.resolve('react-router/package.json', { paths: [opts.dir, __dirname] })),
          'dist',
          prod ? 'production' : 'development',
          'index.mjs',
        ),
        // The react-query build behind the shared query facade (../query/react-query-facade.ts):
        // its ESM build, so that webpack tree-shakes react-query and query-core to the facade's list.
        '@tajriba/react-query-impl$': path.join(
          path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [opts.dir, __dirname] })),
          'build',
          'modern',
          'index.js',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        // react-router's Link and NavLink are replaced by the facade's own (../router/links.tsx):
        // let the minifier drop the unused originals (see router-links-loader.cjs).
        { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](production|development)[\\/]chunk-[\w-]+\.mjs$/, use: [path.join(__dirname, 'router-links-loader.cjs')] },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        // Message catalogues arrive precompiled (ICU AST): see icu-messages-loader.cjs. Every one of
        // them — a package's, a feature's, and those in a folder of their own that load later
        // (`i18n/forms/`, `i18n/on-demand/`): the build has no run-time parser, so a catalogue left
        // as strings would show its placeholders (`{label}`) instead of the values.
        { test: catalogueFile, exclude: /node_modules/, type: 'json', use: [path.join(__dirname, 'icu-messages-loader.cjs')] },
        { test: /\.json$/i, exclude: catalogueFile, type: 'json' },
      ],
    },
    optimization: {
      minimize: prod,
      moduleIds: prod ? 'deterministic' : 'named',
      chunkIds: prod ? 'deterministic' : 'named',
      // One runtime per container; splitChunks defaults are kept for lazy routes, plus the groups below.
      runtimeChunk: false,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // webpack's default vendors group, minus the packages behind a shared facade (see
          // facadeImplementations): they stay in the facade's chunk. Production only: with the
          // dev server's named chunk ids, the harness's fallback and provided copies of a facade
          // would then be two different chunks of one name.
          ...(prod
            ? {
                defaultVendors: {
                  test: (module: Module) => {
                    const resource = module.nameForCondition() ?? '';
                    return /[\\/]node_modules[\\/]/.test(resource) && !facadeImplementations.some((re) => re.test(resource));
                  },
                  priority: -10,
                  reuseExistingChunk: true,
                  idHint: 'vendors',
                },
              }
            : {}),
          // One request per language for the strings a root waits for (see catalogue-chunks.ts).
          messages: catalogueChunks(opts.kind),
          // The shell's first render in one file (see first-render-chunk.ts); the dev server keeps
          // webpack's defaults.
          ...(isShell && prod
            ? { firstRender: { name: 'first-render', chunks: 'async' as const, enforce: true, priority: 50, reuseExistingChunk: false, test: firstRenderCacheGroupTest(src('src/index.ts'), shares) } }
            : {}),
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
        ...Object.fromEntries(Object.entries(opts.define ?? {}).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
      }),
      new ModuleFederationPlugin({
        name: opts.name.replace(/-/g, '_'),
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: isShell ? undefined : opts.exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        manifest: isShell ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: {
          // Remotes are registered by their remoteEntry.js URL, never by manifest, so the
          // runtime's snapshot (manifest) machinery is dead weight in every bundle.
          optimization: { disableSnapshot: true, target: 'web' },
          // One MF runtime for the page: the shell provides it, published remotes use it
          // (the stand-alone dev harness keeps its own).
          ...(!isShell && prod && !serving ? { externalRuntime: true } : {}),
        },
        runtimePlugins: isShell ? [path.join(__dirname, 'provide-runtime-plugin.ts')] : [],
        dev: serving ? { disableLiveReload: true } : false,
      }),
      ...(withHtml && (existsSync(template) || !isShell)
        ? [
            new HtmlWebpackPlugin({
              // A remote's harness page needs nothing of its own: `createDevHarness` (@tajriba/testing)
              // adds the bar's and the remote's elements and the title.
              ...(existsSync(template) ? { template } : { templateContent: harnessPage(opts.name) }),
              filename: 'index.html',
              chunks: isShell ? ['main'] : ['harness'],
              scriptLoading: 'defer',
              inject: 'head',
              // Cache busting for the hash-less shell entry.
              hash: prod,
              minify: prod ? { collapseWhitespace: true, removeComments: true, minifyCSS: true, minifyJS: false } : false,
            }),
          ]
        : []),
      shares,
      ...(isShell ? [new PreloadManifestPlugin(shares, 'main')] : [new FirstRenderSharedPlugin(shares)]),
      // A remote records the platform names it imports (mf-manifest.json), for the registry's check.
      ...(isShell ? [] : [new PlatformImportsPlugin(shares)]),
      ...(!isShell && opts.contract ? [new ContractAssetPlugin(opts.contract)] : []),
      ...(!isShell && prod && !serving && opts.firstScreens ? [new FirstScreensPlugin(src(opts.firstScreens), opts.dir)] : []),
    ],
    devServer: {
      port: opts.port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: withHtml,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        { context: apiPaths, target: process.env.API_URL ?? 'http://127.0.0.1:5050', changeOrigin: true, ws: true },
        ...(isShell ? [{ context: ['/registry', '/remotes'], target: process.env.REGISTRY_URL ?? 'http://127.0.0.1:4400', changeOrigin: true }] : []),
      ],
    },
    stats: prod ? 'normal' : 'minimal',
  };
  return config;
}
