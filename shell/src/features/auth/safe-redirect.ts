/**
 * Only same-origin, root-relative paths are followed after a login: anything else (another
 * origin, a protocol-relative `//host`, `/\host` which browsers read as `//host`, `javascript:`)
 * would turn the sign-in page into an open redirect. Returns null when the value is refused.
 */
export function safeRedirect(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes can smuggle a host past the checks above.
  for (const ch of value) if (ch.charCodeAt(0) < 0x20 || ch === '\\') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Going "back" to the sign-in page after signing in would be a loop.
  if (url.pathname === '/auth/signin') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
