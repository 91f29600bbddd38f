// Async boundary: Module Federation must initialise the share scope (react, …) before any
// shared module is evaluated, so the real entry is loaded as a separate chunk.
void import('./bootstrap');
