/**
 * The route budget on the build output (run by scripts/test-all.sh right after the build, no site
 * needed): for every area that renders routes — the shell's own pages (`shellRoutes`) and each
 * built remote, with the routes its contract declares (`mf-<name>/dist/contract.json`, the contract
 * that travels with the build into the registry document) —, in English and Arabic, the JS of the
 * first render as the edge serves it, gzip -9:
 *   - the shell's entry (`main.js`) and its bootstrap chunks (`preload.json` → preload),
 *   - for a remote: its `remoteEntry.js`, the chunks of its `./app`, and the shell's copies of the
 *     shared modules its first render consumes (`tajribaFirstRenderShared` in its manifest,
 *     mapped through `preload.json` → shared) — exactly the edge's preloads (infra/web html.ts),
 *   - the language's catalogue chunk of the shell and of the remote: the ones the builds name
 *     (`preload.json` → catalogues, `tajribaCatalogues` in the remote's manifest) are preloaded by
 *     the edge too (depth 2); a build that does not name them leaves them to the scripts above,
 *     which ask for `messages-<locale>.*.js` once they have run (depth 3).
 * Fails (exit 1) when one passes its budget (scripts/route-budget.json: 200 kB, 3 sequential
 * requests; an exception listed there is a ceiling that may only go down).
 *
 * What a route's page loaded on demand adds (its chunk and the rest of the strings) is not part
 * of this gate: which chunks a route's page needs is not in the build output until a remote's
 * contract names its route pages. `npm run bench:web` measures it per route, in a browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { shellRoutes } from '@tajriba/contracts/constants';

const root = path.resolve(__dirname, '..');
const budget = JSON.parse(readFileSync(path.join(__dirname, 'route-budget.json'), 'utf8')) as {
  firstRender: { gzipKb: number; depth: number };
  /** `<area> <locale>` → a ceiling above the budget (known debt, see the file) */
  exceptions?: Record<string, { gzipKb: number; why: string }>;
};
const locales = ['en', 'ar'] as const;

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);

interface Part {
  file: string;
  depth: number;
  bytes: number;
}

/**
 * A bundle's catalogue chunks for one language: the files its build names (`named`, relative to
 * `dir`), which the edge preloads from the HTML, or else `messages-<locale>.*.js` in `outDir`, asked
 * for by the bundle's scripts once they have run.
 */
function catalogueParts(dir: string, outDir: string, locale: string, named: Record<string, string[]> | undefined): Part[] {
  if (named) return (named[locale] ?? []).map((f) => ({ file: path.join(dir, f), depth: 2, bytes: 0 }));
  if (!existsSync(outDir)) return [];
  const hit = readdirSync(outDir).find((f) => new RegExp(`^messages-${locale}\\.[0-9a-f]+\\.js$`).test(f));
  return hit ? [{ file: path.join(outDir, hit), depth: 3, bytes: 0 }] : [];
}

function main(): number {
  const shellDist = path.join(root, 'shell', 'dist');
  const preloadFile = path.join(shellDist, 'preload.json');
  if (!existsSync(preloadFile)) {
    console.error('check-route-budget: shell/dist/preload.json is missing — run the build first');
    return 1;
  }
  const preload = JSON.parse(readFileSync(preloadFile, 'utf8')) as { entry?: string[]; preload?: string[]; shared?: Record<string, string[]>; catalogues?: Record<string, string[]> };
  const shellFiles = [...(preload.entry ?? ['main.js']), ...(preload.preload ?? [])].map((f) => path.join(shellDist, f));
  const remotes = readdirSync(root)
    .filter((d) => d.startsWith('mf-') && existsSync(path.join(root, d, 'dist', 'contract.json')))
    .sort();
  const routesOf = (area: string): string[] =>
    area === 'shell'
      ? shellRoutes.map((r) => r.path)
      : ((JSON.parse(readFileSync(path.join(root, area, 'dist', 'contract.json'), 'utf8')) as { routes?: { path: string }[] }).routes ?? []).map((r) => r.path);
  const areas = ['shell', ...remotes];
  let failed = false;
  console.info(`check-route-budget: first render per area and language (budget ≤ ${budget.firstRender.gzipKb} kB gzip, ≤ ${budget.firstRender.depth} sequential requests)`);
  for (const area of areas) {
    const routes = routesOf(area);
    if (!routes.length) continue;
    const dist = path.join(root, area, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    for (const locale of locales) {
      const parts: Part[] = shellFiles.map((f) => ({ file: f, depth: 2, bytes: 0 }));
      parts.push(...catalogueParts(shellDist, path.join(shellDist, 'static'), locale, preload.catalogues));
      if (area !== 'shell') {
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
          metaData?: { remoteEntry?: { name?: string } };
          exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
          tajribaFirstRenderShared?: Record<string, string[]>;
          tajribaCatalogues?: Record<string, string[]>;
          shared?: { name?: string }[];
        };
        parts.push({ file: path.join(dist, manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'), depth: 2, bytes: 0 });
        const app = manifest.exposes?.find((e) => e.path === './app');
        for (const f of app?.assets?.js?.sync ?? []) parts.push({ file: path.join(dist, f), depth: 2, bytes: 0 });
        const consumed = manifest.tajribaFirstRenderShared?.['./app'] ?? (manifest.shared ?? []).map((s) => s.name ?? '');
        for (const key of consumed) for (const f of preload.shared?.[key] ?? []) parts.push({ file: path.join(shellDist, f), depth: 2, bytes: 0 });
        parts.push(...catalogueParts(dist, dist, locale, manifest.tajribaCatalogues));
      }
      const unique = [...new Map(parts.map((p) => [p.file, p])).values()];
      for (const p of unique) p.bytes = gz(p.file);
      const total = unique.reduce((s, p) => s + p.bytes, 0);
      const depth = Math.max(...unique.map((p) => p.depth));
      const exception = budget.exceptions?.[`${area} ${locale}`];
      const limit = (exception?.gzipKb ?? budget.firstRender.gzipKb) * 1024;
      const over = total > limit || depth > budget.firstRender.depth;
      failed ||= over;
      console.info(
        `  ${area.padEnd(18)} ${locale}  ${kb(total).padStart(6)} kB  ${String(unique.length).padStart(2)} scripts  depth ${depth}${over ? '  OVER BUDGET' : ''}${exception ? `  (known debt: ceiling ${exception.gzipKb} kB)` : ''}   (${routes.length} routes: ${routes.slice(0, 3).join(', ')}${routes.length > 3 ? ', …' : ''})`,
      );
      if (over || process.env.VERBOSE) for (const p of unique.sort((a, b) => b.bytes - a.bytes)) console.info(`      ${kb(p.bytes).padStart(6)} kB  depth ${p.depth}  ${path.relative(root, p.file)}`);
    }
  }
  if (failed) console.error('check-route-budget: a first render passes its budget (see libs/federation/README.md "JS budget" for where room was found before)');
  return failed ? 1 : 0;
}

process.exitCode = main();
