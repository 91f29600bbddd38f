import { promises as fs } from 'node:fs';
import path from 'node:path';
import { checkLifecyclesInDom } from '../src/checks/dom-check';
import { checkManifest, type FederationManifest } from '../src/checks/manifest-check';
import { fakeContract, fakeManifest, tempDir } from './helpers';
import { sourceContract } from '../src/contract-source';
import { publishContract } from '@tajriba/contracts';

/**
 * A container built like a federation remote: remoteEntry.js defines a global whose get()
 * loads the exposed module's chunk with a script tag relative to where the entry came from.
 */
async function writeDist(appSource: string, global = 'mf_r0'): Promise<string> {
  const dir = await tempDir('dist-');
  await fs.mkdir(path.join(dir, 'static'));
  await fs.writeFile(
    path.join(dir, 'remoteEntry.js'),
    `var base = document.currentScript.src;
var ${global} = {
  init: function (shareScope) { this.shareScope = shareScope; },
  get: function (module) {
    if (module !== './app') return Promise.reject(new Error('Module ' + module + ' does not exist in container.'));
    return new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = new URL('static/app.3f2a.js', base).href;
      s.onload = function () { resolve(function () { return window.__mf_r0_app; }); };
      s.onerror = reject;
      document.head.appendChild(s);
    });
  }
};`,
  );
  await fs.writeFile(path.join(dir, 'static', 'app.3f2a.js'), appSource);
  return dir;
}

const contract = publishContract(fakeContract('mf-r0'));
const manifest = fakeManifest('mf-r0') as unknown as FederationManifest;

describe('lifecycles of a built remote, loaded in a DOM', () => {
  it('passes when ./app exports bootstrap, mount and unmount (functions or arrays of them)', async () => {
    const dist = await writeDist('window.__mf_r0_app = { bootstrap: [function () {}, function () {}], mount: function () {}, unmount: async function () {} };');
    expect(await checkLifecyclesInDom(dist, manifest, contract)).toEqual([]);
  });

  it('fails when a lifecycle is missing', async () => {
    const dist = await writeDist('window.__mf_r0_app = { bootstrap: function () {}, mount: function () {} };');
    const problems = await checkLifecyclesInDom(dist, manifest, contract);
    expect(problems).toEqual([expect.objectContaining({ code: 'lifecycle-missing', message: './app (app) does not export a unmount lifecycle' })]);
  });

  it('fails when the entry defines no container or the module throws while loading', async () => {
    expect((await checkLifecyclesInDom(await writeDist('', 'somethingElse'), manifest, contract)).map((p) => p.code)).toEqual(['container-missing']);
    const throwing = await writeDist('throw new Error("boom at import");');
    const problems = await checkLifecyclesInDom(throwing, manifest, contract);
    expect(problems).toEqual([expect.objectContaining({ code: 'expose-load-failed', message: expect.stringContaining('boom at import') })]);
  });
});

// The real build, when it exists (CI builds before the contract stage; `npm run remote -- verify mf-discovery`).
const discoveryDist = path.join(__dirname, '../../../mf-discovery/dist');
const hasBuild = require('node:fs').existsSync(path.join(discoveryDist, 'mf-manifest.json'));
(hasBuild ? describe : describe.skip)('the built mf-discovery', () => {
  it('matches its contract and exports single-spa lifecycles', async () => {
    const real = (await sourceContract('mf-discovery'))!;
    const m = JSON.parse(await fs.readFile(path.join(discoveryDist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
    expect(checkManifest(m, real).filter((p) => p.severity === 'error')).toEqual([]);
    expect(await checkLifecyclesInDom(discoveryDist, m, real)).toEqual([]);
  }, 60_000);
});
