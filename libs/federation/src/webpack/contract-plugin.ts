import type { Compiler } from 'webpack';
import webpack from 'webpack';
import { publishContract, type RemoteContractInput } from '@tajriba/contracts';

export const CONTRACT_FILE = 'contract.json';

/**
 * Writes the remote's contract, in its published form, beside `mf-manifest.json`. The contract
 * travels with the build: the registry checks it at upload and copies its routes into the
 * environment document, the edge's local mode reads it from `dist/`, and the dev server serves it
 * next to the manifest (so a per-browser override to a dev server brings its routes too).
 * Publishing validates it first, so a malformed contract fails the build rather than the page.
 */
export class ContractAssetPlugin {
  constructor(private readonly contract: RemoteContractInput) {}

  apply(compiler: Compiler): void {
    const text = `${JSON.stringify(publishContract(this.contract), null, 2)}\n`;
    compiler.hooks.thisCompilation.tap('TajribaContractAsset', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'TajribaContractAsset', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(CONTRACT_FILE, new webpack.sources.RawSource(text));
      });
    });
  }
}
