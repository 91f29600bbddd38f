/**
 * Image paths come from the API relative to its base URL; the edge server (and the dev server)
 * proxy API paths on the page's own origin, so a root-relative URL is enough.
 */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}
