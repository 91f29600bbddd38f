// `npm run dev -w mf-host-dashboard`: this remote alone, with the shell's services (@tajriba/testing's
// dev harness). The dynamic imports are the async boundary, as in the shell: shared modules are
// initialised before any of them runs.
void Promise.all([import('@tajriba/testing/dev-harness'), import('../remote-entry'), import('../../contract')]).then(([{ createDevHarness }, lifecycles, { contract }]) =>
  createDevHarness({ name: 'mf-host-dashboard', lifecycles, contract }),
);
