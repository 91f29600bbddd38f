/**
 * `tsx cli.ts <module>`: prints the first screens `<module>` declares, rendered (JSON on stdout).
 * The module (a remote's `src/first-screens.tsx`) exports `firstScreens: PrerenderOptions`. Run by
 * the federation webpack factory's `FirstScreensPlugin` in a process of its own, so the remote's
 * source (TSX, JSON catalogues) loads through tsx and none of it stays in webpack's process.
 */
import { pathToFileURL } from 'node:url';
import { prerenderFirstScreens, type PrerenderOptions } from './prerender';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx cli.ts <first-screens module>');
  const mod = (await import(pathToFileURL(file).href)) as { firstScreens?: PrerenderOptions; default?: { firstScreens?: PrerenderOptions } };
  const options = mod.firstScreens ?? mod.default?.firstScreens;
  if (!options) throw new Error(`${file} exports no firstScreens`);
  const screens = await prerenderFirstScreens(options);
  process.stdout.write(JSON.stringify({ version: 1, screens }));
}

main().then(
  // Pieces the screens render lazily may have started downloads (imports) that keep the loop alive.
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
