import type { SandboxOptions } from './app';

/** Keys and addresses of the sandbox; the API reads the same variables (infra/api README). */
export const SANDBOX_DEFAULTS = {
  publishableKey: 'pk_test_tajriba_sandbox_publishable',
  secretKey: 'sk_test_tajriba_sandbox_secret',
  webhookSecret: 'whsec_tajriba_sandbox_shared_secret',
};

export function sandboxOptionsFromEnv(env: Record<string, string | undefined> = process.env): SandboxOptions & { port: number; host: string } {
  const port = Number(env.PAYMENTS_PORT ?? env.PORT ?? 4700);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PAYMENTS_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publishableKey: env.PAYMENTS_PUBLISHABLE_KEY ?? SANDBOX_DEFAULTS.publishableKey,
    secretKey: env.PAYMENTS_SECRET_KEY ?? SANDBOX_DEFAULTS.secretKey,
    webhookUrl: env.PAYMENTS_WEBHOOK_URL || undefined,
    webhookSecret: env.PAYMENTS_WEBHOOK_SECRET ?? SANDBOX_DEFAULTS.webhookSecret,
    merchantName: env.PAYMENTS_MERCHANT_NAME ?? 'Tajriba',
    dataFile: env.PAYMENTS_DATA_FILE || undefined,
    webhookRetryMs: Number(env.PAYMENTS_WEBHOOK_RETRY_MS ?? 2000),
  };
}
