import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishContract } from '@tajriba/contracts';
import { computeVersion, publishRemote } from '../src/publish';
import { fakeContract, fakeManifest, startRegistry, tempDir, type TestRegistry } from './helpers';

const run = promisify(execFile);
const names = ['mf-alpha', 'mf-beta'];

/** A remote whose build writes a federation-shaped dist/ from its source and counts its builds. */
async function writeRemote(root: string, name: string, version: string, source: string) {
  const dir = path.join(root, name);
  await fs.mkdir(path.join(dir, 'src'), { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), JSON.stringify({ name, version, scripts: { build: 'node build.js' } }));
  await fs.writeFile(path.join(dir, 'src', 'app.js'), source);
  await fs.writeFile(
    path.join(dir, 'build.js'),
    `const fs = require('fs'); const crypto = require('crypto');
fs.appendFileSync('.builds.log', 'build\\n');
fs.rmSync('dist', { recursive: true, force: true }); fs.mkdirSync('dist/static', { recursive: true });
const src = fs.readFileSync('src/app.js', 'utf8');
const hash = crypto.createHash('sha256').update(src).digest('hex').slice(0, 8);
fs.writeFileSync('dist/static/app.' + hash + '.js', src);
fs.writeFileSync('dist/remoteEntry.js', 'var ${name.replace(/-/g, '_')} = {}; // ' + hash);
fs.writeFileSync('dist/mf-manifest.json', ${JSON.stringify(JSON.stringify(fakeManifest(name)))});
`,
  );
}

async function snapshotTree(dir: string): Promise<Record<string, { sha: string; mtimeMs: number }>> {
  const out: Record<string, { sha: string; mtimeMs: number }> = {};
  async function walk(d: string) {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) await walk(abs);
      else {
        const st = await fs.stat(abs);
        out[path.relative(dir, abs)] = { sha: createHash('sha256').update(await fs.readFile(abs)).digest('hex'), mtimeMs: st.mtimeMs };
      }
    }
  }
  await walk(dir);
  return out;
}

let root: string;
let t: TestRegistry;
const git = (...args: string[]) => run('git', args, { cwd: root });

beforeEach(async () => {
  root = await tempDir('workspace-');
  await git('init', '-q');
  await git('config', 'user.email', 'ci@tajriba.test');
  await git('config', 'user.name', 'CI');
  await fs.writeFile(path.join(root, '.gitignore'), 'dist/\n.builds.log\n');
  await fs.mkdir(path.join(root, 'libs'));
  await fs.writeFile(path.join(root, 'libs', 'shared.js'), 'export const x = 1;\n');
  await writeRemote(root, 'mf-alpha', '0.3.0', 'export const alpha = 1;\n');
  await writeRemote(root, 'mf-beta', '1.2.0', 'export const beta = 1;\n');
  await git('add', '.');
  await git('commit', '-q', '-m', 'init');
  t = await startRegistry({ names });
});
afterEach(() => t.close());

function publish(name: string, extra: Partial<Parameters<typeof publishRemote>[0]> = {}) {
  return publishRemote({
    name,
    remoteDir: path.join(root, name),
    repoRoot: root,
    client: t.client,
    contract: publishContract(fakeContract(name)),
    build: true,
    log: () => {},
    ...extra,
  });
}

describe('publish', () => {
  // The short commit as the version carries it: an all-digit id (about 1 commit in 27) gets a
  // `g` prefix, since semver compares numeric pre-release identifiers as numbers. The fixture
  // repository's commit id changes with the clock, so every expectation goes through this.
  const commitId = async () => {
    const sha = (await git('rev-parse', '--short=7', 'HEAD')).stdout.trim();
    return /^\d+$/.test(sha) ? `g${sha}` : sha;
  };

  it('versions a clean build as <package version>-<short commit>', async () => {
    const sha = await commitId();
    const r = await publish('mf-alpha');
    expect(r).toEqual({ version: `0.3.0-${sha}`, status: 'published', files: 4 });
    const contract = await t.client.file('mf-alpha', r.version, 'contract.json');
    expect(JSON.parse(contract!.toString())).toMatchObject({ name: 'mf-alpha', format: 2 });
  });

  it('adds a timestamp when the remote or the libs have uncommitted changes', async () => {
    const sha = await commitId();
    await fs.writeFile(path.join(root, 'libs', 'shared.js'), 'export const x = 2;\n');
    const v = await computeVersion(path.join(root, 'mf-alpha'), root, new Date('2026-11-21T13:04:05Z'));
    expect(v).toMatchObject({ dirty: true, version: `0.3.0-${sha}.20261121130405` });
    // a change elsewhere in the tree does not make this remote dirty
    await git('checkout', '--', 'libs');
    await fs.writeFile(path.join(root, 'mf-beta', 'src', 'app.js'), 'export const beta = 2;\n');
    expect(await computeVersion(path.join(root, 'mf-alpha'), root)).toMatchObject({ dirty: false, version: `0.3.0-${sha}` });
  });

  it('builds and uploads only the named remote: no other remote is rebuilt or changed', async () => {
    const beta = await publish('mf-beta');
    await t.client.promote('staging', 'mf-beta', beta.version);
    const betaDir = path.join(root, 'mf-beta');
    const betaTreeBefore = await snapshotTree(betaDir);
    const betaBuildMetaBefore = await t.client.buildMeta('mf-beta', beta.version);
    const stagingBefore = await t.client.document('staging');

    await fs.writeFile(path.join(root, 'mf-alpha', 'src', 'app.js'), 'export const alpha = 2;\n');
    await git('commit', '-q', '-am', 'alpha: change');
    const alpha = await publish('mf-alpha');
    await t.client.promote('staging', 'mf-alpha', alpha.version);

    expect(await snapshotTree(betaDir)).toEqual(betaTreeBefore);
    expect((await fs.readFile(path.join(betaDir, '.builds.log'), 'utf8')).trim().split('\n')).toHaveLength(1);
    expect((await fs.readFile(path.join(root, 'mf-alpha', '.builds.log'), 'utf8')).trim().split('\n')).toHaveLength(1);
    expect((await t.client.versions('mf-beta')).map((v) => v.version)).toEqual([beta.version]);
    expect(await t.client.buildMeta('mf-beta', beta.version)).toEqual(betaBuildMetaBefore);
    const stagingAfter = await t.client.document('staging');
    expect(stagingAfter.remotes['mf-beta']).toEqual(stagingBefore.remotes['mf-beta']);
    expect(stagingAfter.remotes['mf-alpha'].version).toBe(alpha.version);
  });

  it('is idempotent for the same build and refuses different content under an existing version', async () => {
    const first = await publish('mf-alpha');
    const again = await publish('mf-alpha');
    expect(again).toEqual({ ...first, status: 'already-published' });

    await fs.writeFile(path.join(root, 'mf-alpha', 'src', 'app.js'), 'export const alpha = 3;\n');
    await expect(publish('mf-alpha', { version: first.version })).rejects.toThrow(/already exists with different content/);
    const served = await t.client.file('mf-alpha', first.version, 'remoteEntry.js');
    const originalHash = createHash('sha256').update('export const alpha = 1;\n').digest('hex').slice(0, 8);
    expect(served!.toString()).toContain(originalHash);
    expect((await t.client.versions('mf-alpha')).map((v) => v.version)).toEqual([first.version]);
  });

  it('refuses a build whose manifest contradicts its contract, before uploading', async () => {
    const contract = publishContract(fakeContract('mf-alpha', { exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }, { module: './widget', kind: 'parcel', propsSchemaId: 'parcel-props@1' }] }));
    await expect(publish('mf-alpha', { contract })).rejects.toThrow(/expose-missing/);
    expect(await t.client.versions('mf-alpha')).toEqual([]);
  });
});
