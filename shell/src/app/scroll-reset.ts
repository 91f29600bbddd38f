/**
 * A new page starts at its top. Without this the window kept the previous page's scroll position
 * across route changes (a moderator opening the queue from a long page saw it without its title).
 * Back and forward are left to the browser's own scroll restoration.
 *
 * Every router here (the shell's and each remote's) moves by `history.pushState`/`replaceState`,
 * which single-spa follows with a synthetic `popstate` marked `singleSpa: true`; a popstate without
 * that mark is the browser's back or forward. The scroll happens on single-spa's `routing-event`,
 * i.e. once the new route's application is mounted, so the old page does not jump first.
 */
export function installScrollReset(win: Window = window): () => void {
  let lastPath = win.location.pathname;
  let browserPop = false;
  const onPopState = (e: Event) => {
    if (!(e as PopStateEvent & { singleSpa?: boolean }).singleSpa) browserPop = true;
  };
  const onRouted = () => {
    const { pathname, hash } = win.location;
    // A link to an anchor keeps its target; the same path with new query (filters, pages) stays put.
    if (pathname !== lastPath && !browserPop && !hash) win.scrollTo(0, 0);
    lastPath = pathname;
    browserPop = false;
  };
  win.addEventListener('popstate', onPopState, true);
  win.addEventListener('single-spa:routing-event', onRouted);
  return () => {
    win.removeEventListener('popstate', onPopState, true);
    win.removeEventListener('single-spa:routing-event', onRouted);
  };
}
