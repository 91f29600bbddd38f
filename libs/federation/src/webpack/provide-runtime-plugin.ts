/**
 * Build-time MF runtime plugin for the shell: publishes the shell's runtime-core as the
 * global that remotes built with `experiments.externalRuntime` use, so the page runs one MF
 * runtime instead of one per remote. (The stock inject plugin pulls a second, CommonJS copy of
 * runtime-core into the shell; this one reuses the copy the shell already has.)
 */
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'tajriba-provide-runtime-core',
    beforeInit<T>(args: T): T {
      const g = runtimeCore.Global as unknown as Record<string, unknown>;
      // The global name is fixed by @module-federation/enhanced's externalRuntime option.
      // oxlint-disable-next-line no-underscore-dangle
      g._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
