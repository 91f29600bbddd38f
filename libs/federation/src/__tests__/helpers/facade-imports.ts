/**
 * For the facade tests: a shared facade (react-router, react-query) exports an explicit list, and
 * a name missing from it is `undefined` in the built site while type-checking and jest (which see
 * the real package) stay green. These helpers read the list and every import of the package in
 * the repository's browser packages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(__dirname, '../../../../..');

/** The names a facade module re-exports (every `export { a, b } from '…'` in it). */
export function facadeNames(facadeFile: string): Set<string> {
  const source = readFileSync(facadeFile, 'utf8');
  return new Set(
    [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)]
      .flatMap((m) => m[1].split(','))
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

// Test files, and the render helpers only tests use (`testing/` and `test/` folders, `testing.ts(x)` entries):
// jest runs them against the real package, webpack never bundles them.
const isTest = (entry: string) => entry === '__tests__' || entry === 'testing' || entry === 'test' || /\.test\.tsx?$/.test(entry) || /^testing\.tsx?$/.test(entry);
// libs/testing is jest code too (renderRemote, resetShellState), all but the dev harness, which
// `webpack serve` bundles with the shared facades.
const testingLib = path.join(repo, 'libs', 'testing', 'src');
// The first-screen prerender runs in Node at build time (tsx, the real packages), never in a page.
const buildTime = path.join(repo, 'libs', 'federation', 'src', 'first-screen');
const isTestFile = (file: string) => (path.dirname(file) === testingLib && !/^dev-harness\.tsx?$/.test(path.basename(file))) || path.dirname(file) === buildTime;

function sourceFiles(dir: string, includeTests: boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.') || (!includeTests && isTest(entry))) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) sourceFiles(full, includeTests, out);
    else if (/\.(tsx?|mts)$/.test(entry) && !entry.endsWith('.d.ts') && (includeTests || !isTestFile(full))) out.push(full);
  }
  return out;
}

/** `src` of the shell, every remote and every lib. */
function browserPackages(): string[] {
  const dirs = readdirSync(repo)
    .filter((d) => d === 'shell' || d.startsWith('mf-'))
    .map((d) => path.join(repo, d, 'src'));
  const libs = readdirSync(path.join(repo, 'libs')).map((d) => path.join(repo, 'libs', d, 'src'));
  return [...dirs, ...libs].filter((d) => {
    try {
      return statSync(d).isDirectory();
    } catch {
      return false;
    }
  });
}

/**
 * Every value name imported (or re-exported) from `pkg`, with one file that uses it. Type-only
 * imports are erased by the build, so they are left out. `except`: files to skip (a guard test
 * that imports the whole package to compare).
 */
export function importedValueNames(pkg: string, { includeTests, except = [] }: { includeTests: boolean; except?: string[] }): Map<string, string> {
  const quoted = `['"]${pkg.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}['"]`;
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  const whole = new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s*${quoted}|import\\s+\\w+\\s*(?:,\\s*\\{[^}]*\\})?\\s+from\\s*${quoted}|export\\s+\\*\\s+from\\s*${quoted}|(?:import|require)\\(\\s*${quoted}\\s*\\)`);
  const names = new Map<string, string>();
  for (const dir of browserPackages()) {
    for (const file of sourceFiles(dir, includeTests)) {
      if (except.includes(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(named)) {
        if (m[1]) continue;
        for (const raw of m[2].split(',')) {
          const spec = raw.trim();
          if (!spec || spec.startsWith('type ')) continue;
          names.set(spec.split(/\s+as\s+/)[0].trim(), path.relative(repo, file));
        }
      }
      if (whole.test(text)) names.set('* (namespace, default or dynamic import)', path.relative(repo, file));
    }
  }
  return names;
}
