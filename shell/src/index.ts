// Async boundary: Module Federation must initialise the share scope (react, …) before any
// shared module is evaluated, so the real entry is loaded as a separate chunk.
// It waits for `tjLead` (index.html): on a page whose lead photo the edge painted, until that
// photo is on screen (at most a second), so script evaluation does not delay the page's largest
// paint; the chunks are downloading meanwhile (the edge preloads them).
void ((window as { tjLead?: Promise<void> }).tjLead ?? Promise.resolve()).then(() => import('./bootstrap'));
