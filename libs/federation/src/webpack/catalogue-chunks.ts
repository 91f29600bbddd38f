/**
 * One chunk per language for the message catalogues a bundle loads on demand.
 *
 * Every package loads its catalogue one language at a time (`@tajriba/i18n`'s lazy catalogues):
 * the shared libraries (common strings, design system, federation), the shell and each remote.
 * Left alone, webpack would make one chunk per package and language, i.e. four requests for the
 * shell's first render. This split group puts every package catalogue of one language into one
 * chunk, `messages-<locale>`, so a root's strings for a language are one request per bundle.
 *
 * In a remote, the catalogues of shared packages (i18n, the design system's core) are left out:
 * the page runs the shell's copy of those packages (loaded-first), so the remote's copies of their
 * catalogues would be downloaded with the remote's strings for nothing. They keep chunks of their
 * own, which only a remote running alone (its dev harness) loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Module } from 'webpack';
import { sharedSingletonNames } from './shared';

/** A package's own catalogue; feature catalogues (`src/features/x/i18n/`) travel with their feature. */
const packageCatalogue = /[\\/]src[\\/]i18n[\\/](en|ar)\.json$/;

const sharedPackages = new Set(sharedSingletonNames.map((key) => (key.startsWith('@') ? key.split('/').slice(0, 2) : key.split('/').slice(0, 1)).join('/')));

const packageNames = new Map<string, string | undefined>();
function packageNameOf(catalogue: string): string | undefined {
  const dir = path.resolve(catalogue.replace(packageCatalogue, ''));
  if (!packageNames.has(dir)) {
    try {
      packageNames.set(dir, (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name);
    } catch {
      packageNames.set(dir, undefined);
    }
  }
  return packageNames.get(dir);
}

const resourceOf = (module: Module): string => module.nameForCondition() ?? '';

export function catalogueChunks(kind: 'shell' | 'remote') {
  return {
    test: (module: Module) => {
      const resource = resourceOf(module);
      if (!packageCatalogue.test(resource)) return false;
      if (kind === 'shell') return true;
      const name = packageNameOf(resource);
      return !name || !sharedPackages.has(name);
    },
    name: (module: Module) => catalogueChunkName(packageCatalogue.exec(resourceOf(module))![1]!),
    chunks: 'async' as const,
    enforce: true,
  };
}

/** The chunk of a bundle's package catalogues for one language (the split group above names it). */
export const catalogueChunkName = (locale: string): string => `messages-${locale}`;
const catalogueChunkPattern = /^messages-([a-z]{2,3})$/;

/**
 * Language → the files of the bundle's catalogue chunk for it, as the build output names them
 * (`static/messages-en.<hash>.js` in the shell). Every root of the bundle downloads its language's
 * chunk before its first render, one level after the script that asks for it: the builds write this
 * down (`preload.json`, a remote's `mf-manifest.json`) so the edge can preload it from the HTML.
 * Found by the chunk's name, which the split group gives (webpack's public `Chunk.name`/`files`).
 */
export function catalogueFiles(compilation: Compilation): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const chunk of compilation.chunks) {
    const locale = chunk.name ? catalogueChunkPattern.exec(chunk.name)?.[1] : undefined;
    if (!locale) continue;
    (out[locale] ??= []).push(...[...chunk.files].filter((f) => f.endsWith('.js')));
  }
  return Object.fromEntries(
    Object.entries(out)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([locale, files]) => [locale, [...new Set(files)].sort()]),
  );
}
