/**
 * Lets webpack drop react-router's own `Link` and `NavLink` from the router facade's chunk: the
 * facade provides ours (../router/links.tsx), and a provided module is code every page downloads.
 *
 * react-router builds them as `var Link = React.forwardRef(…); Link.displayName = "Link";`
 * without a pure annotation, so the minifier must keep them (and, through them, framework mode's
 * prefetching) even when nothing uses them. This marks the two `forwardRef` calls pure and drops
 * the two `displayName` assignments (names only devtools read), nothing else. If react-router's
 * build ever stops matching, the build fails here instead of silently shipping both copies.
 */
const edits = [
  [/var Link = (React\d*)\.forwardRef\(/, 'var Link = /* @__PURE__ */ $1.forwardRef('],
  [/var NavLink = (React\d*)\.forwardRef\(/, 'var NavLink = /* @__PURE__ */ $1.forwardRef('],
  [/\nLink\.displayName = "Link";/, '\n'],
  [/\nNavLink\.displayName = "NavLink";/, '\n'],
];

module.exports = function routerLinksLoader(source) {
  // Only the one module of react-router's build that defines them (the others pass through).
  if (!/\nvar Link = React\d*\.forwardRef\(/.test(source)) return source;
  let out = source;
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(out)) throw new Error(`router-links-loader: react-router's build no longer matches ${pattern} (see libs/federation/src/webpack/router-links-loader.cjs)`);
    out = out.replace(pattern, replacement);
  }
  return out;
};
