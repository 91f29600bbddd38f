/**
 * Webpack loader for message catalogues (`…/i18n/en.json`, `…/i18n/ar.json`): replaces every
 * ICU message string with its parsed AST, so the browser never parses messages and react-intl
 * runs without its ICU parser (the factory aliases `@formatjs/icu-messageformat-parser` to its
 * `no-parser` build: ~7 kB gzip less on every page). A message that does not parse fails the
 * build here instead of failing in a browser.
 *
 * `…/en.json?part=<name>` keeps only one part of the catalogue, as declared by `parts.json` beside
 * it (catalogue-parts.cjs; `?part=rest` is every key no part names): a remote downloads what its
 * first render needs before mounting and the rest right after, from the same source files.
 *
 * Jest and Node read the JSON files as they are (react-intl there keeps its parser).
 */
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');
const { selectPart } = require('./catalogue-parts.cjs');

function partOf(loader, catalogue) {
  const name = new URLSearchParams(loader.resourceQuery || '').get('part');
  if (name === null) return catalogue;
  const partsFile = path.join(path.dirname(loader.resourcePath), 'parts.json');
  if (loader.addDependency) loader.addDependency(partsFile);
  let parts;
  try {
    parts = JSON.parse(fs.readFileSync(partsFile, 'utf8'));
  } catch (e) {
    throw new Error(`${loader.resourcePath}?part=${name}: cannot read ${partsFile}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  try {
    return selectPart(catalogue, parts, name);
  } catch (e) {
    throw new Error(`${loader.resourcePath}?part=${name}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
}

module.exports = function icuMessagesLoader(source) {
  const catalogue = partOf(this, JSON.parse(source));
  const out = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') {
      out[id] = message;
      continue;
    }
    try {
      // Same options react-intl uses at run time (tags are parsed: rich-text messages).
      out[id] = parse(message);
    } catch (e) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  }
  return JSON.stringify(out);
};
