import { Msg, isStorableText as isStorable, type FieldsErrors } from '@tajriba/contracts';

// isStorableText: no NUL (text columns refuse it), no lone UTF-16 surrogate (JSON columns refuse
// its escape; text columns would silently turn it into U+FFFD).

/**
 * Field paths (as the validation errors name them: `a.b.0`) of every string, and every object key,
 * in a parsed body, query or params that PostgreSQL could not store. Walks at most `limit` nodes
 * so a huge array cannot keep the event loop busy.
 */
export function unstorableFields(value: unknown, prefix = '', limit = 50_000): string[] {
  const out: string[] = [];
  let budget = limit;
  const walk = (v: unknown, path: string) => {
    if (--budget < 0) return;
    if (typeof v === 'string') {
      if (!isStorable(v)) out.push(path || '_');
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, path ? `${path}.${i}` : String(i)));
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (!isStorable(k)) out.push(path || '_');
        walk(x, p);
      }
    }
  };
  walk(value, prefix);
  return [...new Set(out)];
}

/** `fieldsErrors` for unstorable input, or null when everything can be stored. */
export function unstorableErrors(parts: unknown[]): FieldsErrors | null {
  const fields = parts.flatMap((p) => unstorableFields(p));
  if (!fields.length) return null;
  // The field name itself may hold the bad character: make it printable before echoing it.
  const printable = (f: string) => (isStorable(f) ? f : Array.from(f, (c) => (isStorable(c) ? c : '\uFFFD')).join(''));
  return Object.fromEntries(fields.map((f) => [printable(f), [Msg.invalidValue]]));
}
