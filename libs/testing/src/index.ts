/**
 * Test kit for every package (jest + Testing Library): the one user fixture (`makeUser`, from
 * `@tajriba/contracts/testing`), a remote rendered as the shell mounts it, and the reset of the
 * shell's page-wide stores between tests. The dev harness (`@tajriba/testing/dev-harness`) is a
 * separate entry with no jest dependency, for browser code.
 */
export { makeUser, type MakeUserOptions } from '@tajriba/contracts/testing';
export { renderRemote, LocationProbe, type RenderRemoteOptions, type RenderedRemote } from './render-remote';
export { resetShellState, type ShellState } from './reset-shell-state';
