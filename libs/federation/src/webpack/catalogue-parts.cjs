/**
 * Catalogue parts: one language's catalogue (`…/i18n/en.json`) cut into pieces that download
 * separately, so a remote's first render waits only for the strings it shows. Translators keep
 * editing the one file per language; `parts.json` beside it declares the cut in one place:
 *
 *   { "home": ["discovery.home.", "discovery.loading", …] }
 *
 * An entry ending in "." is a key prefix, any other entry one exact key. `rest` is every key that
 * no declared part names. Used by icu-messages-loader.cjs (`import('./i18n/en.json?part=home')`)
 * and by tests that check a part holds what its components use. Plain Node, no dependencies.
 */

const REST = 'rest';

const matches = (key, entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry);

/**
 * The messages of `catalogue` that belong to part `name` of `parts`. Throws on an unknown part
 * and on a declared entry that names no key (a renamed or deleted message would otherwise leave
 * the declaration silently stale and the strings in `rest`).
 */
function selectPart(catalogue, parts, name) {
  if (!parts || typeof parts !== 'object' || Array.isArray(parts)) throw new Error('parts.json must be an object: part name → key prefixes');
  if (REST in parts) throw new Error(`parts.json must not declare "${REST}": it is every key no part names`);
  if (name !== REST && !Array.isArray(parts[name])) {
    throw new Error(`no part "${name}" in parts.json (declared: ${Object.keys(parts).join(', ') || 'none'}; "${REST}" is the remainder)`);
  }
  const keys = Object.keys(catalogue);
  for (const [part, entries] of Object.entries(parts)) {
    if (!Array.isArray(entries)) throw new Error(`parts.json: part "${part}" must be a list of keys or key prefixes`);
    for (const entry of entries) {
      if (typeof entry !== 'string' || !entry) throw new Error(`parts.json: part "${part}" has an entry that is not a key: ${JSON.stringify(entry)}`);
      if (!keys.some((k) => matches(k, entry))) throw new Error(`parts.json: part "${part}" names "${entry}", which matches no message`);
    }
  }
  const inPart = (key, part) => parts[part].some((entry) => matches(key, entry));
  const keep = name === REST ? (key) => !Object.keys(parts).some((part) => inPart(key, part)) : (key) => inPart(key, name);
  const out = {};
  for (const key of keys) if (keep(key)) out[key] = catalogue[key];
  return out;
}

module.exports = { selectPart, REST };
