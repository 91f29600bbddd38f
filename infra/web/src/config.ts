import path from 'node:path';
import { z } from 'zod';
import { environmentNameSchema } from '@tajriba/contracts';

export const repoRoot = path.resolve(__dirname, '../../..');

const configSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  siteEnv: environmentNameSchema,
  apiUrl: z.string().url(),
  registryUrl: z.string().url(),
  shellDist: z.string().min(1),
  /** serve remotes from the local mf-* /dist folders with a generated registry document */
  local: z.boolean(),
  /** local mode: remote name → package folder outside the repo root */
  localRemotes: z.record(z.string(), z.string()),
  /** seconds the edge keeps an environment document before asking the registry again */
  registryTtlSeconds: z.coerce.number().min(0),
  /** origin of the card gateway the browser talks to (CSP connect-src); the real gateway unless the sandbox is named */
  paymentsOrigin: z.url().transform((u) => new URL(u).origin),
  /** the site's public origin for absolute links (hreflang alternates); the request's Host when unset */
  siteUrl: z.url().transform((u) => new URL(u).origin).optional(),
  /**
   * How long an idle keep-alive connection stays open (ms). Longer than any load balancer's idle
   * timeout in front of the edge (60 s is the common default) and than a stalled event loop: see
   * `createEdgeServer` (server.ts).
   */
  keepAliveTimeoutMs: z.coerce.number().int().min(1000),
  /** Connections the edge keeps to each upstream (API, registry); more requests wait in order (proxy.ts `upstreamAgent`). */
  upstreamSockets: z.coerce.number().int().min(1).max(1024),
});
export type WebConfig = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): WebConfig {
  const parsed = configSchema.safeParse({
    port: env.PORT ?? env.WEB_PORT ?? 8080,
    host: env.HOST ?? '127.0.0.1',
    siteEnv: env.SITE_ENV ?? 'dev',
    apiUrl: env.API_URL ?? 'http://127.0.0.1:5050',
    registryUrl: env.REGISTRY_URL ?? 'http://127.0.0.1:4400',
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(repoRoot, 'shell/dist')),
    local: argv.includes('--local') || env.WEB_LOCAL === '1',
    registryTtlSeconds: env.REGISTRY_TTL_SECONDS ?? 2,
    paymentsOrigin: env.PAYMENTS_PUBLIC_URL ?? 'https://api.moyasar.com',
    siteUrl: env.SITE_URL || undefined,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000,
    upstreamSockets: env.UPSTREAM_SOCKETS ?? 16,
    localRemotes: Object.fromEntries(
      (env.WEB_LOCAL_REMOTES ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => [p.slice(0, p.indexOf('=')), path.resolve(p.slice(p.indexOf('=') + 1))]),
    ),
  });
  if (!parsed.success) {
    throw new Error(`infra/web: invalid configuration\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return parsed.data;
}
