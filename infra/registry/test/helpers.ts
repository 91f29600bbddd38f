import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  publishContract,
  publishShellContract,
  type PublishedContract,
  type RemoteContractInput,
  type ShellContractInput,
} from '@tajriba/contracts';
import { createRegistryServer } from '../src/app';
import { RegistryClient } from '../src/client';
import type { RegistryConfig } from '../src/config';
import { Registry } from '../src/registry';

export const TOKEN = 'test-registry-token';
export const SECRET = 'test-override-secret';

export async function tempDir(prefix = 'registry-test-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** N fake remotes named mf-r0…, each owning one route, all supported by a test shell. */
export function fakeRemoteNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `mf-r${i}`);
}

export function fakeContract(name: string, overrides: Partial<RemoteContractInput> = {}): RemoteContractInput {
  return {
    name,
    contractVersion: '1.0.0',
    exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }],
    routes: [{ path: `/${name}`, access: 'public' }],
    events: {
      emits: [{ name: 'toast:show', version: 1, fixtures: [{ kind: 'info', message: `${name}.hello` }] }],
      consumes: [{ name: 'auth:session-changed', versions: [1] }],
    },
    shared: { react: '^19.0.0' },
    ...overrides,
  };
}

export function testShell(names: string[], overrides: Partial<ShellContractInput> = {}): ShellContractInput {
  return {
    name: 'shell',
    contractVersion: '1.0.0',
    supports: Object.fromEntries(names.map((n) => [n, [1]])),
    appProps: ['shell-app-props@1'],
    events: {
      emits: [{ name: 'auth:session-changed', version: 1, fixtures: [{ signedIn: false, userId: null, role: null }] }],
      consumes: [{ name: 'toast:show', versions: [1], optional: true }],
    },
    provides: { react: '19.3.1' },
    ...overrides,
  };
}

export function fakeManifest(name: string, exposes = ['./app'], shared: { name: string; version: string; singleton?: boolean }[] = [{ name: 'react', version: '19.3.1' }]) {
  return {
    id: name.replace(/-/g, '_'),
    name: name.replace(/-/g, '_'),
    metaData: {
      name: name.replace(/-/g, '_'),
      globalName: name.replace(/-/g, '_'),
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: shared.map((s) => ({ id: `${name}:${s.name}`, name: s.name, version: s.version, singleton: s.singleton ?? true, requiredVersion: '^19.0.0', hash: '', assets: {} })),
    remotes: [],
    exposes: exposes.map((e) => ({ id: `${name}:${e.slice(2)}`, name: e.slice(2), path: e, assets: {} })),
  };
}

/** A build as `publish` uploads it: manifest, entry, a chunk and the published contract. */
export function fakeBuild(name: string, contract: PublishedContract, marker = 'v1'): Map<string, Buffer> {
  const global = name.replace(/-/g, '_');
  const entry = `var ${global} = { init: function () {}, get: function () { return Promise.resolve(function () { return { bootstrap: function () {}, mount: function () {}, unmount: function () {} }; }); } }; /* ${marker} */\n${'// padding so the file gets pre-compressed\n'.repeat(30)}`;
  return new Map<string, Buffer>([
    ['mf-manifest.json', Buffer.from(JSON.stringify(fakeManifest(name)))],
    ['remoteEntry.js', Buffer.from(entry)],
    [`static/chunk.${marker}.js`, Buffer.from(`console.log(${JSON.stringify(marker)});`)],
    ['contract.json', Buffer.from(JSON.stringify(contract))],
  ]);
}

export interface TestRegistry {
  registry: Registry;
  url: string;
  client: RegistryClient;
  dataDir: string;
  close(): Promise<void>;
}

export async function startRegistry(opts: { names?: string[]; dataDir?: string; seedDir?: string | null; shell?: ShellContractInput } = {}): Promise<TestRegistry> {
  const names = opts.names ?? fakeRemoteNames(3);
  const dataDir = opts.dataDir ?? (await tempDir());
  const config: RegistryConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seedDir: opts.seedDir ?? null,
    token: TOKEN,
    overrideSecret: SECRET,
    publicUrl: '',
    maxUploadBytes: 20 * 1024 * 1024,
  };
  const registry = new Registry(config, {
    shell: publishShellContract(opts.shell ?? testShell(names)),
  });
  await registry.init();
  const server = createRegistryServer(registry);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    registry,
    url,
    dataDir,
    client: new RegistryClient(url, TOKEN, 'jest'),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Upload a fake build of `name` at `version` through the HTTP API. */
export async function uploadFake(t: TestRegistry, name: string, version: string, contract: RemoteContractInput = fakeContract(name), marker = version) {
  return t.client.upload(name, version, fakeBuild(name, publishContract(contract), marker));
}
