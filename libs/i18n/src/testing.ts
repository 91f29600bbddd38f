/**
 * For tests: the app downloads one language of the shared libraries' catalogues before its first
 * render; tests render synchronously, so every jsdom test file gets all of them in every language
 * before its first test (libs/testing/src/setup-dom.ts calls this in a `beforeAll`, when the
 * test file's imports have declared their libraries' catalogues).
 */
import { LOCALES } from './locale';
import { declaredLibraryCatalogues, loadCatalogues } from './catalogues';

export async function loadLibraryCatalogues(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => loadCatalogues(declaredLibraryCatalogues(), locale)));
}
