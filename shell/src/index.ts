// Async boundary: Module Federation must initialise the share scope (react, …) before any
// shared module is evaluated, so the real entry is loaded as a separate chunk.
// It waits for `tjLead` (index.html): until the first frame is painted and, on a page whose lead
// photo the edge painted, that photo is on screen (at most a second), so script evaluation delays
// neither the first nor the largest paint; the chunks are downloading meanwhile (the edge preloads
// them).
void ((window as { tjLead?: Promise<void> }).tjLead ?? Promise.resolve()).then(() => import('./bootstrap'));
