import path from 'node:path';

/** The dev token: documented in the README, refused when NODE_ENV=production. */
export const DEV_REGISTRY_TOKEN = 'tajriba-dev-registry-token';
export const DEV_OVERRIDE_SECRET = 'tajriba-dev-override-secret';

const repoRoot = path.resolve(__dirname, '../../..');

export interface RegistryConfig {
  port: number;
  host: string;
  dataDir: string;
  /** seed environment documents imported on first start */
  seedDir: string | null;
  token: string;
  overrideSecret: string;
  /**
   * Prefix of the URLs written into environment documents: '' keeps them site-relative
   * (`/remotes/...`, served through the edge); in production the CDN origin.
   */
  publicUrl: string;
  maxUploadBytes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const production = env.NODE_ENV === 'production';
  if (production && (!env.REGISTRY_TOKEN || !env.REGISTRY_OVERRIDE_SECRET)) {
    throw new Error('REGISTRY_TOKEN and REGISTRY_OVERRIDE_SECRET must be set when NODE_ENV=production');
  }
  return {
    port: Number(env.REGISTRY_PORT ?? 4400),
    host: env.REGISTRY_HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.REGISTRY_DATA ?? path.join(repoRoot, '.registry-data')),
    seedDir: env.REGISTRY_SEED_DIR === '' ? null : path.resolve(env.REGISTRY_SEED_DIR ?? path.join(__dirname, '../environments')),
    token: env.REGISTRY_TOKEN ?? DEV_REGISTRY_TOKEN,
    overrideSecret: env.REGISTRY_OVERRIDE_SECRET ?? DEV_OVERRIDE_SECRET,
    publicUrl: (env.REGISTRY_PUBLIC_URL ?? '').replace(/\/+$/, ''),
    maxUploadBytes: Number(env.REGISTRY_MAX_UPLOAD_MB ?? 200) * 1024 * 1024,
  };
}

export { repoRoot };
