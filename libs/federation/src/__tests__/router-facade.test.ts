/**
 * The browser gets react-router through the shared facade, which exports an explicit list.
 * A name missing from it would be `undefined` in the built site while type-checking and jest
 * (which see the real package) stay green, so this test is the guard.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

const repo = path.resolve(__dirname, '../../../..');
const facadeSource = readFileSync(path.resolve(__dirname, '../router/router-facade.ts'), 'utf8');
const facadeNames = new Set(
  /export\s*\{([^}]*)\}\s*from/.exec(facadeSource)![1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean),
);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    // Tests run in jest against the real package; only what webpack bundles goes through the facade.
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|mts)$/.test(entry) && !entry.endsWith('.d.ts') && !/\.test\.tsx?$/.test(entry)) out.push(full);
  }
  return out;
}

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

/** Every value name imported from 'react-router' (type-only imports are erased by the build). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const dir of browserPackages()) {
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router'/g)) {
        if (m[1]) continue;
        for (const raw of m[2].split(',')) {
          const spec = raw.trim();
          if (!spec || spec.startsWith('type ')) continue;
          names.set(spec.split(/\s+as\s+/)[0].trim(), path.relative(repo, file));
        }
      }
      if (/import\s+\*\s+as\s+\w+\s+from\s*'react-router'|import\s+\w+\s+from\s*'react-router'/.test(text)) {
        names.set('* (namespace or default import)', path.relative(repo, file));
      }
    }
  }
  return names;
}

describe('react-router facade', () => {
  it('exports every react-router name the shell, the remotes and the libs import', () => {
    const missing = [...importedNames()].filter(([name]) => !facadeNames.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names only what react-router actually exports', () => {
    const absent = [...facadeNames].filter((n) => !(n in reactRouter));
    expect(absent).toEqual([]);
  });
});
