import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type EnvironmentName,
  environmentNameSchema,
  parseOverrideSpec,
  type RegistryDocument,
  registryDocumentSchema,
  platformSurface,
} from '@tajriba/contracts';
import { type CheckReport, checkEnvironment, mixFromDocument } from './checks/environment-check';
import { checkManifest, type FederationManifest } from './checks/manifest-check';
import { busCallsOf, checkBusUsage } from './checks/bus-usage-check';
import { checkLifecyclesInDom } from './checks/dom-check';
import { formatProblems, hasErrors, type Problem } from './checks/problems';
import { checkPlatformSurface, platformImportsOf, withPlatformSurface } from './checks/surface-check';
import { RegistryClient, RegistryRequestError } from './client';
import { DEV_REGISTRY_TOKEN, repoRoot } from './config';
import { readSnapshot, remoteFolders, snapshotContracts, sourceContract, sourceContracts, sourceShellContract, stableJson } from './contract-source';
import { publishOrder, publishRemote } from './publish';

const USAGE = `npm run remote -- <command>

  publish <remote>|--all [--env <env>] [--skip-build] [--version <v>] [--skip-dom-check]
                                 build only that remote, check it against its contract (manifest,
                                 lifecycles in a DOM), upload it as a new immutable version
  promote <remote>@<version> --env <env> [--force]
  rollback <remote> --env <env>  back to the version it ran before
  remove <remote> --env <env>    take a remote out of an environment
  restore <env> --revision <n>   the whole document of an earlier revision, as a new revision
  status [--env <env>] [--json]  what runs where
  diff <envA> <envB>
  history <env> [--limit <n>]
  versions <remote>
  check <env>|<file.json>... [--snapshots <dir>]
                                 contract compatibility of a live environment, or of a document file
                                 with the contract snapshots (default infra/registry/contracts)
  check --repo                   CI: source contracts, snapshots and every document in infra/registry/environments
  verify <remote>|--all          the built dist/ against its contract (manifest + lifecycles in a DOM)
  snapshot-contracts [--check]   write contract snapshots for new contract versions
  sign-override <remote>@<version>|<remote>=<url>[,...] [--env production] [--ttl <seconds>]
  export <env> [--out <file>]    write the live document to infra/registry/environments/<env>.json

Registry: --registry <url> or REGISTRY_URL (default http://127.0.0.1:4400); writes use REGISTRY_TOKEN.`;

const envDir = path.join(repoRoot, 'infra/registry/environments');

function out(line = '') {
  process.stdout.write(`${line}\n`);
}

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function envOf(value: string | undefined, flag = '--env'): EnvironmentName {
  const r = environmentNameSchema.safeParse(value);
  if (!r.success) fail(`${flag} must be one of ${environmentNameSchema.options.join(', ')}`, 2);
  return r.data;
}

function parseRef(ref: string | undefined): { remote: string; version: string } {
  const m = /^(mf-[a-z0-9-]+)@(.+)$/.exec(ref ?? '');
  if (!m) fail('expected <remote>@<version>, e.g. mf-discovery@0.1.0-abc1234', 2);
  return { remote: m[1], version: m[2] };
}

function remoteDir(name: string) {
  return path.join(repoRoot, name);
}

async function actorName(): Promise<string> {
  return process.env.REGISTRY_ACTOR ?? process.env.GITHUB_ACTOR ?? process.env.USER ?? 'cli';
}

/** Problems indented, with the "area not deployed here yet" warnings folded into one line. */
function printProblems(problems: readonly Problem[], where: string) {
  const absent = problems.filter((p) => p.code === 'remote-absent').map((p) => p.remote);
  const other = problems.filter((p) => p.code !== 'remote-absent');
  if (other.length) out(formatProblems(other).replace(/^/gm, '    '));
  if (absent.length) out(`    (not in ${where}: ${absent.join(', ')}; the shell answers their routes with 404)`);
}

function printReport(title: string, report: CheckReport | { ok: boolean; problems: Problem[] }) {
  out(`${report.ok ? '✓' : '✗'} ${title}`);
  printProblems(report.problems, title);
}

function printChange(env: string, r: { document: RegistryDocument; changed: boolean; check: CheckReport }, what: string) {
  out(r.changed ? `${env}: ${what} (revision ${r.document.revision})` : `${env}: nothing to change (revision ${r.document.revision})`);
  printProblems(r.check.problems.filter((p) => p.severity === 'warning'), env);
}

/** Contracts of a document from committed snapshots (CI, no registry needed). */
async function checkDocumentOffline(doc: RegistryDocument, snapshotDir?: string): Promise<CheckReport> {
  const mix = await mixFromDocument(doc, sourceShellContract(), (name, _v, contractVersion) => readSnapshot(name, contractVersion, snapshotDir));
  return checkEnvironment(mix);
}

/** Contracts of a live environment from the builds in the registry, against this tree's shell. */
async function checkLive(client: RegistryClient, env: EnvironmentName): Promise<CheckReport> {
  const doc = await client.document(env);
  const mix = await mixFromDocument(doc, sourceShellContract(), async (name, version) => {
    const raw = await client.file(name, version, 'contract.json');
    return raw ? JSON.parse(raw.toString('utf8')) : null;
  });
  return withPlatformSurface(
    checkEnvironment(mix),
    Object.entries(doc.remotes).map(([name, e]) => ({
      name,
      manifest: async () => {
        const raw = await client.file(name, e.version, 'mf-manifest.json');
        return raw ? JSON.parse(raw.toString('utf8')) : null;
      },
    })),
  );
}

async function checkRepo(): Promise<boolean> {
  let ok = true;
  const snapshots = await snapshotContracts(undefined, false);
  const snapshotProblems: Problem[] = snapshots
    .filter((s) => s.status !== 'unchanged')
    .map((s) => ({
      severity: 'error' as const,
      code: s.status === 'written' ? 'snapshot-missing' : 'contract-changed-without-bump',
      remote: s.name,
      message:
        s.status === 'written'
          ? `contract ${s.contractVersion} has no snapshot: run \`npm run remote -- snapshot-contracts\` and commit it`
          : `contract ${s.contractVersion} differs from its snapshot: bump contractVersion (major if consumers or the shell would notice)`,
    }));
  printReport('contract snapshots match the source', { ok: !hasErrors(snapshotProblems), problems: snapshotProblems });
  ok &&= !hasErrors(snapshotProblems);

  const source = checkEnvironment({
    shell: sourceShellContract(),
    remotes: Object.fromEntries((await sourceContracts()).map((c) => [c.name, { version: 'source', contractVersion: c.contractVersion, contract: c }])),
  });
  printReport('source contracts: routes, events, shared singletons', source);
  ok &&= source.ok;

  // What each remote's code does on the bus must be what its contract says (else the check above is blind to it).
  const busProblems = (await Promise.all((await sourceContracts()).map(async (c) => checkBusUsage(c, await busCallsOf(remoteDir(c.name)))))).flat();
  printReport('every bus listener and emit in the remotes is declared in their contracts', { ok: !hasErrors(busProblems), problems: busProblems });
  ok &&= !hasErrors(busProblems);

  // The remotes built in this tree (CI builds before it checks) against this tree's platform surface.
  const built = (await sourceContracts()).map((c) => c.name).filter((n) => existsSync(path.join(remoteDir(n), 'dist', 'mf-manifest.json')));
  const surface = await withPlatformSurface(
    { ok: true, problems: [] as Problem[] },
    built.map((name) => ({ name, manifest: async () => JSON.parse(await fs.readFile(path.join(remoteDir(name), 'dist', 'mf-manifest.json'), 'utf8')) as unknown })),
  );
  printReport(`platform names the built remotes import (${built.join(', ') || 'none built'}) against the shell's surface`, surface);
  ok &&= surface.ok;

  for (const file of (await fs.readdir(envDir)).filter((f) => f.endsWith('.json')).sort()) {
    const doc = registryDocumentSchema.parse(JSON.parse(await fs.readFile(path.join(envDir, file), 'utf8')));
    const report = await checkDocumentOffline(doc);
    printReport(`environments/${file}`, report);
    ok &&= report.ok;
  }
  return ok;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      registry: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'skip-dom-check': { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      version: { type: 'string' },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      limit: { type: 'string' },
      revision: { type: 'string' },
      repo: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      ttl: { type: 'string' },
      out: { type: 'string' },
      snapshots: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    out(USAGE);
    return;
  }
  const client = new RegistryClient(values.registry ?? process.env.REGISTRY_URL ?? 'http://127.0.0.1:4400', process.env.REGISTRY_TOKEN ?? DEV_REGISTRY_TOKEN, await actorName());
  const force = values.force;

  switch (command) {
    case 'publish': {
      const catalogue = await remoteFolders();
      let names = args.slice(0, 1);
      if (values.all) {
        const dirs = (await fs.readdir(repoRoot)).filter((d) => /^mf-[a-z0-9-]+$/.test(d)).sort();
        for (const d of dirs.filter((x) => !catalogue.includes(x))) process.stderr.write(`skipping ${d}: it has no contract.ts yet\n`);
        // Emitters before their consumers: each promotion then finds its producers in place.
        names = publishOrder(await Promise.all(dirs.filter((d) => catalogue.includes(d)).map(async (d) => (await sourceContract(d)) ?? fail(`${d}: its contract.ts does not load`))));
      }
      if (!names.length) fail('publish <remote> (or --all)', 2);
      const snaps = await snapshotContracts(undefined, true);
      const bad = snaps.filter((s) => s.status === 'changed-without-bump');
      if (bad.length) {
        const msg = `contract changed without a version bump: ${bad.map((b) => `${b.name}@${b.contractVersion}`).join(', ')}`;
        // Local iteration may run ahead of the bump; anything that leaves a laptop may not.
        if (values.env && values.env !== 'dev') fail(msg);
        process.stderr.write(`warning: ${msg} (bump it before promoting beyond dev)\n`);
      }
      for (const s of snaps.filter((x) => x.status === 'written')) out(`wrote contract snapshot ${s.name}/${s.contractVersion}.json (commit it)`);
      for (const name of names) {
        const contract = await sourceContract(name);
        if (!contract) fail(`${name} has no contract: add ${name}/contract.ts (export const contract = {...})`);
        const r = await publishRemote({
          name,
          remoteDir: remoteDir(name),
          repoRoot,
          client,
          contract,
          build: !values['skip-build'],
          version: values.version,
          verifyInDom: !values['skip-dom-check'],
          log: (l) => process.stderr.write(`${l}\n`),
        });
        out(r.status === 'published' ? `published ${name}@${r.version} (${r.files} files)` : `${name}@${r.version} is already published (same build)`);
        if (values.env) {
          const env = envOf(values.env);
          printChange(env, await client.promote(env, name, r.version, { force }), `${name} → ${r.version}`);
        }
      }
      // The DOM check ran remote code in this process; its timers must not keep the CLI alive.
      process.exit(0);
    }
    case 'promote': {
      const { remote, version } = parseRef(args[0]);
      const env = envOf(values.env);
      printChange(env, await client.promote(env, remote, version, { force }), `${remote} → ${version}`);
      if (env !== 'dev') out(`record it: npm run remote -- export ${env} && git commit infra/registry/environments/${env}.json`);
      return;
    }
    case 'rollback': {
      const remote = args[0] ?? fail('rollback <remote> --env <env>', 2);
      const env = envOf(values.env);
      const started = Date.now();
      const r = await client.rollback(env, remote, { force });
      printChange(env, r, `${remote} rolled back to ${r.document.remotes[remote]?.version} in ${Date.now() - started} ms`);
      return;
    }
    case 'remove': {
      const remote = args[0] ?? fail('remove <remote> --env <env>', 2);
      const env = envOf(values.env);
      printChange(env, await client.remove(env, remote, { force }), `${remote} removed`);
      return;
    }
    case 'restore': {
      const env = envOf(args[0], '<env>');
      const revision = Number(values.revision);
      if (!Number.isInteger(revision)) fail('restore <env> --revision <n>', 2);
      printChange(env, await client.restore(env, revision, { force }), `restored revision ${revision}`);
      return;
    }
    case 'status': {
      const envs = values.env ? [envOf(values.env)] : environmentNameSchema.options;
      const docs = await Promise.all(envs.map((e) => client.document(e)));
      if (values.json) return out(JSON.stringify(docs, null, 2));
      for (const doc of docs) {
        out(`${doc.env}  (revision ${doc.revision}, ${doc.updatedAt})`);
        const entries = Object.entries(doc.remotes);
        if (!entries.length) out('    (no remotes)');
        for (const [name, e] of entries) out(`    ${name.padEnd(20)} ${e.version.padEnd(32)} contract ${e.contractVersion}`);
      }
      return;
    }
    case 'diff': {
      const a = envOf(args[0], '<envA>');
      const b = envOf(args[1], '<envB>');
      const [da, db] = await Promise.all([client.document(a), client.document(b)]);
      const names = [...new Set([...Object.keys(da.remotes), ...Object.keys(db.remotes)])].sort();
      let differ = 0;
      out(`${'remote'.padEnd(20)} ${a.padEnd(32)} ${b}`);
      for (const n of names) {
        const va = da.remotes[n]?.version ?? '—';
        const vb = db.remotes[n]?.version ?? '—';
        if (va !== vb) differ++;
        out(`${va === vb ? ' ' : '≠'} ${n.padEnd(18)} ${va.padEnd(32)} ${vb}`);
      }
      out(differ ? `${differ} remote(s) differ` : 'identical');
      return;
    }
    case 'history': {
      const env = envOf(args[0], '<env>');
      for (const h of await client.history(env, Number(values.limit ?? 30))) {
        const what = h.remote ? `${h.remote} ${h.from ?? '—'} → ${h.to ?? '—'}` : (h.note ?? '');
        out(`r${String(h.revision).padEnd(5)} ${h.updatedAt}  ${h.action.padEnd(8)} ${what}  (${h.actor})`);
      }
      return;
    }
    case 'versions': {
      const remote = args[0] ?? fail('versions <remote>', 2);
      for (const v of await client.versions(remote)) out(`${v.version.padEnd(34)} ${v.uploadedAt}  contract ${v.contractVersion}  by ${v.actor}`);
      return;
    }
    case 'check': {
      if (values.repo) {
        if (!(await checkRepo())) process.exit(1);
        return;
      }
      if (!args.length) fail('check <env>|<file.json>... or check --repo', 2);
      let ok = true;
      for (const target of args) {
        let report: CheckReport;
        if (target.endsWith('.json')) {
          report = await checkDocumentOffline(registryDocumentSchema.parse(JSON.parse(await fs.readFile(target, 'utf8'))), values.snapshots);
        } else {
          report = await checkLive(client, envOf(target, '<env>'));
        }
        printReport(target, report);
        ok &&= report.ok;
      }
      if (!ok) process.exit(1);
      return;
    }
    case 'verify': {
      const catalogue = await remoteFolders();
      const names = values.all ? catalogue.filter((n) => existsSync(path.join(remoteDir(n), 'dist', 'mf-manifest.json'))) : args.slice(0, 1);
      if (!names.length) fail(values.all ? 'no built remote with a contract found (build first)' : 'verify <remote> | --all', 2);
      let ok = true;
      for (const name of names) {
        const contract = (await sourceContract(name)) ?? fail(`${name} has no contract.ts`);
        const dist = path.join(remoteDir(name), 'dist');
        const manifest = JSON.parse(await fs.readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
        const problems = [
          ...checkManifest(manifest, contract),
          ...checkPlatformSurface(platformSurface, [{ name, imports: platformImportsOf(manifest) }]),
          ...(await checkLifecyclesInDom(dist, manifest, contract)),
        ];
        // The contract travels with the build: a dist/ built before the contract changed is stale.
        const built = await fs.readFile(path.join(dist, 'contract.json'), 'utf8').catch(() => null);
        if (built === null) problems.push({ severity: 'error', code: 'build-contract-missing', remote: name, message: 'dist/contract.json is missing: build with the federation factory`s `contract` option' });
        else if (built.trim() !== stableJson(contract).trim()) problems.push({ severity: 'error', code: 'build-contract-stale', remote: name, message: 'dist/contract.json differs from contract.ts: rebuild the remote' });
        printReport(`${name}/dist against contract ${contract.contractVersion}`, { ok: !hasErrors(problems), problems });
        ok &&= !hasErrors(problems);
      }
      // The remote's code ran in this process (jsdom): whatever timers it left must not keep us alive.
      process.exit(ok ? 0 : 1);
    }
    case 'snapshot-contracts': {
      const results = await snapshotContracts(undefined, !values.check);
      for (const r of results) out(`${r.status.padEnd(22)} ${r.name}/${r.contractVersion}.json`);
      if (results.some((r) => r.status === 'changed-without-bump' || (values.check && r.status === 'written'))) process.exit(1);
      return;
    }
    case 'sign-override': {
      const { overrides, errors } = parseOverrideSpec(args[0] ?? '');
      if (errors.length || !Object.keys(overrides).length) fail(`sign-override mf-x@<version>|mf-x=<manifest url>[,...]: bad ${errors.map((e) => e.part).join(', ')}`, 2);
      const env = values.env ? envOf(values.env) : 'production';
      const ttl = Number(values.ttl ?? 3600);
      const r = await client.signOverride(env, overrides, ttl);
      out(r.token);
      process.stderr.write(`valid until ${new Date(r.payload.exp * 1000).toISOString()}; open https://<site>/?mf-override-token=${r.token}\n`);
      return;
    }
    case 'export': {
      const env = envOf(args[0], '<env>');
      const doc = await client.document(env);
      const file = values.out ?? path.join(envDir, `${env}.json`);
      await fs.writeFile(file, stableJson(doc));
      out(`wrote ${path.relative(process.cwd(), file)} (revision ${doc.revision})`);
      return;
    }
    default:
      fail(`unknown command "${command}"\n\n${USAGE}`, 2);
  }
}

main().catch((err: unknown) => {
  if (err instanceof RegistryRequestError) fail(`registry (${err.status} ${err.code}): ${err.message}`);
  fail(process.env.DEBUG ? ((err as Error).stack ?? String(err)) : (err as Error).message);
});
