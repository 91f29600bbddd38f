import {
  type PublishedContract,
  type PublishedShellContract,
  propsSchemaIds,
  type RegistryDocument,
  type RouteEntry,
  semverMajor,
  shellRoutes as sourceShellRoutes,
} from '@tajriba/contracts';
import { checkEvents } from './event-check';
import { error, hasErrors, type Problem } from './problems';
import { checkRoutes } from './route-check';
import { checkShared } from './shared-check';

export interface EnvironmentMix {
  shell: PublishedShellContract;
  /** the remotes of the document, with the contract each build was published with (null: not found) */
  remotes: Record<
    string,
    {
      version: string;
      contractVersion: string;
      contract: PublishedContract | null;
      /** the routes the document routes to this build (what the shell will route) */
      routes?: readonly { path: string; access: string }[];
    }
  >;
  /** the pages the shell renders itself (default: this tree's `shellRoutes`) */
  shellRoutes?: readonly RouteEntry[];
}

export interface CheckReport {
  ok: boolean;
  problems: Problem[];
}

/**
 * Check 4: can this shell compose this mix of remote builds? Contract majors, app props,
 * routes, events and shared singletons, each against what the builds were published with.
 */
export function checkEnvironment(mix: EnvironmentMix): CheckReport {
  const problems: Problem[] = [];
  const present: PublishedContract[] = [];
  for (const [name, entry] of Object.entries(mix.remotes)) {
    const c = entry.contract;
    if (!c) {
      problems.push(error('contract-missing', `no contract found for ${name}@${entry.version} (contract ${entry.contractVersion})`, name));
      continue;
    }
    if (c.name !== name) problems.push(error('contract-name', `contract of ${name}@${entry.version} is for ${c.name}`, name));
    if (c.contractVersion !== entry.contractVersion) {
      problems.push(error('contract-version-mismatch', `document says contract ${entry.contractVersion}, the build carries ${c.contractVersion}`, name));
    }
    if (entry.routes && routeKey(entry.routes) !== routeKey(c.routes)) {
      problems.push(error('document-routes-mismatch', `the document routes ${routeKey(entry.routes) || 'nothing'} to it; its contract declares ${routeKey(c.routes) || 'none'}`, name));
    }
    // A remote the shell does not pin is composed at any major: routes come from the document,
    // so a new area needs no shell release. Props, events and singletons are still checked.
    const supported = mix.shell.supports[name];
    if (supported && !supported.includes(semverMajor(c.contractVersion))) {
      problems.push(
        error('contract-major-unsupported', `contract ${c.contractVersion} (major ${semverMajor(c.contractVersion)}); the shell supports major ${supported.join(', ')}`, name),
      );
    }
    for (const e of c.exposes) {
      if (e.kind === 'app' && !mix.shell.appProps.includes(e.propsSchemaId)) {
        problems.push(error('props-unsupported', `${e.module} expects props ${e.propsSchemaId}; the shell gives ${mix.shell.appProps.join(', ')}`, name));
      }
      if (!(propsSchemaIds as string[]).includes(e.propsSchemaId)) {
        problems.push(error('props-unknown', `${e.module} names unknown props schema ${e.propsSchemaId}`, name));
      }
    }
    present.push(c);
  }
  problems.push(...checkRoutes(present, mix.shellRoutes ?? sourceShellRoutes));
  problems.push(
    ...checkEvents([
      { name: 'shell', emits: mix.shell.events.emits, consumes: mix.shell.events.consumes, eventSchemas: mix.shell.eventSchemas },
      ...present.map((c) => ({ name: c.name, emits: c.events.emits, consumes: c.events.consumes, eventSchemas: c.eventSchemas })),
    ]),
  );
  problems.push(...checkShared(mix.shell.provides, present));
  return { ok: !hasErrors(problems), problems };
}

/** A registry document with contracts looked up by a resolver (registry builds or snapshots). */
export async function mixFromDocument(
  doc: RegistryDocument,
  shell: PublishedShellContract,
  resolve: (name: string, version: string, contractVersion: string) => Promise<PublishedContract | null>,
): Promise<EnvironmentMix> {
  const remotes: EnvironmentMix['remotes'] = {};
  for (const [name, entry] of Object.entries(doc.remotes)) {
    remotes[name] = {
      version: entry.version,
      contractVersion: entry.contractVersion,
      contract: await resolve(name, entry.version, entry.contractVersion),
      routes: entry.routes,
    };
  }
  return { shell, remotes };
}

const routeKey = (routes: readonly { path: string; access: string }[]) => routes.map((r) => `${r.path} (${r.access})`).join(', ');
