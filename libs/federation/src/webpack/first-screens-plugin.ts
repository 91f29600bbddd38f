import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** The file beside `mf-manifest.json`, and the manifest key that names it (infra/web first-screens.ts). */
export const FIRST_SCREENS_FILE = 'first-screens.json';
export const FIRST_SCREENS_KEY = 'tajribaFirstScreens';

/**
 * A remote's first screens (`firstScreens` option: its `src/first-screens.tsx`), pre-rendered
 * with every build and shipped beside the manifest, which names them; the edge paints the page's
 * one from the HTML (see `../first-screen/prerender.tsx`).
 *
 * The rendering runs in a process of its own through tsx (the remote's TSX and JSON as source,
 * with the workspace's tsconfig), so nothing of it stays in webpack's process. A screen that fails
 * to render fails the build: a first screen that does not match the page would be worse than none.
 */
export class FirstScreensPlugin {
  constructor(
    private readonly module: string,
    private readonly cwd: string,
    private readonly manifestFile = 'mf-manifest.json',
  ) {}

  /** Renders the screens: the JSON `first-screens.json` holds. */
  render(): string {
    const tsx = require.resolve('tsx/cli', { paths: [this.cwd, __dirname] });
    const cli = path.join(__dirname, '..', 'first-screen', 'cli.ts');
    const tsconfig = path.join(__dirname, '..', '..', '..', '..', 'tsconfig.base.json');
    return execFileSync(process.execPath, [tsx, '--tsconfig', tsconfig, cli, this.module], {
      cwd: this.cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
      // the design system's production build of styled-components, as the browser gets it
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('FirstScreensPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // With the manifest written (Module Federation, then FirstRenderSharedPlugin at REPORT).
        { name: 'FirstScreensPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const manifest = compilation.getAsset(this.manifestFile);
          if (!manifest) return;
          let json: string;
          try {
            json = this.render();
          } catch (e) {
            compilation.errors.push(new webpack.WebpackError(`FirstScreensPlugin: ${this.module} did not render: ${(e as Error).message}`));
            return;
          }
          compilation.emitAsset(FIRST_SCREENS_FILE, new webpack.sources.RawSource(json));
          const m = JSON.parse(manifest.source.source().toString()) as Record<string, unknown>;
          m[FIRST_SCREENS_KEY] = FIRST_SCREENS_FILE;
          compilation.updateAsset(this.manifestFile, new webpack.sources.RawSource(JSON.stringify(m, null, 2)));
        },
      );
    });
  }
}
