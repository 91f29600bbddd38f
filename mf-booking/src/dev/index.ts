// Async boundary, as in the shell: shared modules are initialised before the harness runs.
void import('./harness');
