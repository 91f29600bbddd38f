import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No page loads the RTL style plugin (DesignSystemRoot): Arabic mirrors because every style in
 * the platform's browser code is written with logical properties. This fails on physical
 * left/right CSS in the shell, the libs and every remote (the folders are this target's Nx inputs,
 * `frontendSources`, so a cache never skips it).
 */
const root = path.resolve(__dirname, '../../../..');
const folders = [
  'shell/src',
  ...readdirSync(path.join(root, 'libs')).map((d) => `libs/${d}/src`),
  ...readdirSync(root)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

function* sources(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const e of entries) {
    const full = path.join(dir, e);
    if (statSync(full).isDirectory()) {
      if (e !== '__tests__' && e !== 'node_modules' && e !== 'dist') yield* sources(full);
    } else if (/\.tsx?$/.test(e) && !/\.test\.tsx?$/.test(e)) yield full;
  }
}

// Declarations inside CSS template literals: `margin-left: 4px;`, `left: 0;`, `text-align: right;`…
const physical = [
  /^\s*(margin|padding|border)-(left|right)(-[a-z]+)?\s*:/m,
  /^\s*(left|right)\s*:/m,
  /^\s*(text-align|float|clear)\s*:\s*(left|right)\b/m,
  /^\s*border-(top|bottom)-(left|right)-radius\s*:/m,
];

it('the platform styles with logical properties only (no physical left/right CSS)', () => {
  const offenders: string[] = [];
  for (const folder of folders)
    for (const file of sources(path.join(root, folder))) {
      const text = readFileSync(file, 'utf8');
      // only inside template literals (styled-components / css``), not in code or comments
      for (const m of text.matchAll(/`([^`]*)`/g))
        for (const re of physical) {
          const hit = re.exec(m[1]!);
          if (hit) offenders.push(`${path.relative(root, file)}: ${hit[0].trim()}`);
        }
    }
  expect(offenders).toEqual([]);
});
