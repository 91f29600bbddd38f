import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Repository root (infra/api/src → ../../..): default home of the embedded database and files. */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The payment sandbox's keys (infra/payments-sandbox/src/config.ts): fine in development only. */
const SANDBOX_PAYMENT_KEYS = {
  publishable: 'pk_test_tajriba_sandbox_publishable',
  secret: 'sk_test_tajriba_sandbox_secret',
  webhook: 'whsec_tajriba_sandbox_shared_secret',
};

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5050),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset → embedded PGlite in DATA_DIR. */
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** Schema to work in on a real server (tests use one schema per file). */
    DATABASE_SCHEMA: optionalString.pipe(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).optional()),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data', 'pglite')),
    /** Seed demo data on the first start of the embedded database. */
    AUTO_SEED: bool.default(true),
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    REDIS_PREFIX: z.string().default('tj:'),
    /** SignalR keep-alive: server pings this often; a client silent for the timeout is dropped. */
    HUB_KEEPALIVE_MS: z.coerce.number().int().min(100).max(120000).default(15000),
    HUB_CLIENT_TIMEOUT_MS: z.coerce.number().int().min(200).max(600000).default(30000),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Tajriba <no-reply@tajriba.sa>'),
    /** Where contact-form messages are forwarded. */
    SUPPORT_EMAIL: z.email().default('support@tajriba.sa'),
    ACCESS_TOKEN_SECRET: optionalString.pipe(z.string().min(32).optional()),
    CODE_SECRET: optionalString.pipe(z.string().min(32).optional()),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Lifetime of a refresh token behind a session cookie (isPersistent false). */
    SESSION_REFRESH_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /**
     * Two tabs refreshing with the same cookie at once is not theft: a token replaced less than
     * this many seconds ago is answered with a fresh sibling instead of revoking the family.
     */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    FILES_DIR: z.string().default(path.join(repoRoot, '.data', 'files')),
    /**
     * Where the catalogue seed keeps its rendered pictures between seeds (the journeys seed a fresh
     * database at every start); `off` renders every time.
     */
    SEED_IMAGE_CACHE: z.string().default(path.join(os.tmpdir(), 'tajriba-seed-images')),
    PUBLIC_URL: z.url().default('http://localhost:5050'),
    /** The web site (links in e-mails). */
    SITE_URL: z.url().default('http://localhost:8080'),
    /** Comma-separated origins allowed to call with credentials; `*` reflects any (dev only). */
    CORS_ORIGINS: z.string().default(''),
    /**
     * Whose X-Forwarded-For to believe for the client address (rate limits): `true`, `false`, or
     * proxy-addr names/CIDRs. Default `loopback`: the site's edge server on the same machine.
     */
    TRUST_PROXY: z.string().default('loopback'),
    /** `sandbox` (infra/payments-sandbox, offline) or `moyasar` (the real gateway; needs the keys). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'moyasar']).default('sandbox'),
    /** Server-side address of the gateway API (sandbox default: its port on this machine). */
    PAYMENTS_URL: optionalString.pipe(z.url().optional()),
    /** Browser-side address of the gateway API, when it differs from PAYMENTS_URL. */
    PAYMENTS_PUBLIC_URL: optionalString.pipe(z.url().optional()),
    PAYMENTS_PORT: z.coerce.number().int().min(1).max(65535).default(4700),
    PAYMENTS_PUBLISHABLE_KEY: optionalString,
    PAYMENTS_SECRET_KEY: optionalString,
    PAYMENTS_WEBHOOK_SECRET: optionalString,
    PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
    /** How long an unpaid order holds its seats. */
    SEAT_HOLD_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
    /** The seller on VAT invoices (ZATCA simplified tax invoice). */
    SELLER_NAME_EN: z.string().default('Tajriba Marketplace Co.'),
    SELLER_NAME_AR: z.string().default('شركة تجربة للتسويق الإلكتروني'),
    SELLER_VAT_NUMBER: z.string().regex(/^3\d{13}3$/).default('310122393500003'),
    SELLER_ADDRESS_EN: z.string().default('King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia'),
    SELLER_ADDRESS_AR: z.string().default('طريق الملك فهد، حي العليا، الرياض ١٢٢١٤، المملكة العربية السعودية'),
    /** The national identity service: the offline sandbox (default, tests), or Nafath with its credentials. */
    IDENTITY_PROVIDER: z.enum(['sandbox', 'nafath']).default('sandbox'),
    NAFATH_BASE_URL: z.url().default('https://nafath.api.elm.sa'),
    NAFATH_APP_ID: optionalString,
    NAFATH_APP_KEY: optionalString,
    NAFATH_SERVICE: z.string().min(1).default('DigitalServiceEnrollmentWithoutBio'),
    NAFATH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
    /**
     * The person's app page of a Nafath stand-in (infra/nafath-sandbox `/app`), linked from the
     * number screen outside production. Unset: `<NAFATH_BASE_URL>/app` when the base URL is on this
     * machine (the stand-in `npm start` runs), else no link (the real service has no such page).
     */
    NAFATH_APP_URL: z.url().optional(),
    GOOGLE_CLIENT_ID: optionalString,
    FACEBOOK_APP_ID: optionalString,
    FACEBOOK_APP_SECRET: optionalString,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
    /** Saudi VAT. */
    TAX_RATE: z.coerce.number().min(0).max(1).default(0.15),
    /** Platform commission taken from the host's price. */
    PLATFORM_FEE_RATE: z.coerce.number().min(0).max(1).default(0.1),
    /** Guest-facing price = host price × multiplier (covers payment processing). */
    SERVICE_FEE_MULTIPLIER: z.coerce.number().min(1).max(2).default(1.05),
    PROXY_MAX_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
    PROXY_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    /** Time a client has to send its whole request (headers and body). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Rate limits can be switched off for load tests only. */
    RATE_LIMITS: bool.default(true),
    /**
     * How long an anonymous search answer is reused while the catalogue does not change (ms; 0 =
     * never). See "Kept searches" in the README.
     */
    LIST_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /**
     * Multiplies every limit's budget. For the browser journeys only (scripts/start.mjs --e2e):
     * every person they create signs in from the one loopback address, which a real site never
     * sees; the limits stay on and keep their keys. Refused in production.
     */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100).default(1),
  })
  .superRefine((v, ctx) => {
    if (v.NODE_ENV === 'production') {
      if (!v.ACCESS_TOKEN_SECRET) ctx.addIssue({ code: 'custom', path: ['ACCESS_TOKEN_SECRET'], message: 'required in production (32+ characters)' });
      if (!v.CODE_SECRET) ctx.addIssue({ code: 'custom', path: ['CODE_SECRET'], message: 'required in production (32+ characters)' });
      if (v.CORS_ORIGINS.split(',').some((o) => o.trim() === '*')) ctx.addIssue({ code: 'custom', path: ['CORS_ORIGINS'], message: '"*" is not allowed in production' });
      if (v.RATE_LIMIT_SCALE !== 1) ctx.addIssue({ code: 'custom', path: ['RATE_LIMIT_SCALE'], message: 'must be 1 in production' });
    }
    if (v.PAYMENT_PROVIDER === 'moyasar')
      for (const k of ['PAYMENTS_PUBLISHABLE_KEY', 'PAYMENTS_SECRET_KEY', 'PAYMENTS_WEBHOOK_SECRET'] as const)
        if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required with PAYMENT_PROVIDER=moyasar' });
    if (v.IDENTITY_PROVIDER === 'nafath')
      for (const k of ['NAFATH_APP_ID', 'NAFATH_APP_KEY'] as const) if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required with IDENTITY_PROVIDER=nafath' });
    if (v.FACEBOOK_APP_ID && !v.FACEBOOK_APP_SECRET) ctx.addIssue({ code: 'custom', path: ['FACEBOOK_APP_SECRET'], message: 'required when FACEBOOK_APP_ID is set' });
  });

export type RawConfig = z.input<typeof schema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: string;
  database: { url?: string; schema?: string; dataDir: string; autoSeed: boolean };
  redis: { url?: string; prefix: string };
  hubs: { keepAliveMs: number; clientTimeoutMs: number };
  mail: { smtpUrl?: string; from: string };
  supportEmail: string;
  tokens: {
    accessSecret: string;
    codeSecret: string;
    accessTtlSeconds: number;
    refreshTtlDays: number;
    sessionRefreshTtlHours: number;
    reuseGraceSeconds: number;
  };
  filesDir: string;
  /** rendered seed pictures kept between seeds (null: render every time) */
  seedImageCache: string | null;
  publicUrl: string;
  siteUrl: string;
  corsOrigins: string[];
  trustProxy: boolean | string[];
  payments: {
    provider: 'sandbox' | 'moyasar';
    apiUrl: string;
    publicApiUrl: string;
    publishableKey: string;
    secretKey: string;
    webhookSecret: string;
    timeoutMs: number;
    seatHoldMinutes: number;
  };
  seller: { nameEn: string; nameAr: string; vatNumber: string; addressEn: string; addressAr: string };
  adapters: {
    identity: 'sandbox' | 'nafath';
    nafath: { baseUrl: string; appId?: string; appKey?: string; service: string; timeoutMs: number; appUrl?: string };
    googleClientId?: string;
    googleJwksUrl: string;
    facebookAppId?: string;
    facebookAppSecret?: string;
    facebookGraphUrl: string;
  };
  fees: { taxRate: number; platformFeeRate: number; serviceFeeMultiplier: number };
  proxy: { maxBytes: number; timeoutMs: number };
  rateLimits: boolean;
  /** Every limit's budget × this (1 but in the browser journeys). */
  rateLimitScale: number;
  requestTimeoutMs: number;
  /** Anonymous search answers are reused this long while the catalogue does not change (0 = never). */
  listCacheTtlMs: number;
}

export class ConfigError extends Error {}

/** Parse the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<RawConfig> = {}): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) if (env[key] !== undefined) raw[key] = env[key];
  Object.assign(raw, overrides);
  const r = schema.safeParse(raw);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const v = r.data;
  return {
    env: v.NODE_ENV,
    isProduction: v.NODE_ENV === 'production',
    host: v.HOST,
    port: v.PORT,
    logLevel: v.LOG_LEVEL,
    database: { url: v.DATABASE_URL, schema: v.DATABASE_SCHEMA, dataDir: v.DATA_DIR, autoSeed: v.AUTO_SEED },
    redis: { url: v.REDIS_URL, prefix: v.REDIS_PREFIX },
    hubs: { keepAliveMs: v.HUB_KEEPALIVE_MS, clientTimeoutMs: v.HUB_CLIENT_TIMEOUT_MS },
    mail: { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM },
    supportEmail: v.SUPPORT_EMAIL,
    tokens: {
      // Unset outside production: generated once per database and kept there (src/plugins/db.ts),
      // never a key anyone can read in the repository.
      accessSecret: v.ACCESS_TOKEN_SECRET ?? '',
      codeSecret: v.CODE_SECRET ?? '',
      accessTtlSeconds: v.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: v.REFRESH_TOKEN_TTL_DAYS,
      sessionRefreshTtlHours: v.SESSION_REFRESH_TTL_HOURS,
      reuseGraceSeconds: v.REFRESH_REUSE_GRACE_SECONDS,
    },
    filesDir: v.FILES_DIR,
    seedImageCache: v.SEED_IMAGE_CACHE === 'off' ? null : v.SEED_IMAGE_CACHE,
    publicUrl: v.PUBLIC_URL.replace(/\/+$/, ''),
    siteUrl: v.SITE_URL.replace(/\/+$/, ''),
    corsOrigins: v.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: v.TRUST_PROXY === 'true' ? true : v.TRUST_PROXY === 'false' || v.TRUST_PROXY === '' ? false : v.TRUST_PROXY.split(',').map((x) => x.trim()).filter(Boolean),
    payments: (() => {
      const sandbox = v.PAYMENT_PROVIDER === 'sandbox';
      const apiUrl = (v.PAYMENTS_URL ?? (sandbox ? `http://127.0.0.1:${v.PAYMENTS_PORT}` : 'https://api.moyasar.com')).replace(/\/+$/, '');
      return {
        provider: v.PAYMENT_PROVIDER,
        apiUrl,
        publicApiUrl: (v.PAYMENTS_PUBLIC_URL ?? (sandbox && !v.PAYMENTS_URL ? `http://localhost:${v.PAYMENTS_PORT}` : apiUrl)).replace(/\/+$/, ''),
        publishableKey: v.PAYMENTS_PUBLISHABLE_KEY ?? SANDBOX_PAYMENT_KEYS.publishable,
        secretKey: v.PAYMENTS_SECRET_KEY ?? SANDBOX_PAYMENT_KEYS.secret,
        webhookSecret: v.PAYMENTS_WEBHOOK_SECRET ?? SANDBOX_PAYMENT_KEYS.webhook,
        timeoutMs: v.PAYMENTS_TIMEOUT_MS,
        seatHoldMinutes: v.SEAT_HOLD_MINUTES,
      };
    })(),
    seller: { nameEn: v.SELLER_NAME_EN, nameAr: v.SELLER_NAME_AR, vatNumber: v.SELLER_VAT_NUMBER, addressEn: v.SELLER_ADDRESS_EN, addressAr: v.SELLER_ADDRESS_AR },
    adapters: {
      identity: v.IDENTITY_PROVIDER,
      nafath: { baseUrl: v.NAFATH_BASE_URL.replace(/\/+$/, ''), appId: v.NAFATH_APP_ID, appKey: v.NAFATH_APP_KEY, service: v.NAFATH_SERVICE, timeoutMs: v.NAFATH_TIMEOUT_MS, appUrl: v.NAFATH_APP_URL?.replace(/\/+$/, '') },
      googleClientId: v.GOOGLE_CLIENT_ID,
      facebookAppId: v.FACEBOOK_APP_ID,
      facebookAppSecret: v.FACEBOOK_APP_SECRET,
      googleJwksUrl: v.GOOGLE_JWKS_URL,
      facebookGraphUrl: v.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
    },
    fees: { taxRate: v.TAX_RATE, platformFeeRate: v.PLATFORM_FEE_RATE, serviceFeeMultiplier: v.SERVICE_FEE_MULTIPLIER },
    proxy: { maxBytes: v.PROXY_MAX_BYTES, timeoutMs: v.PROXY_TIMEOUT_MS },
    rateLimits: v.RATE_LIMITS,
    rateLimitScale: v.RATE_LIMIT_SCALE,
    requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
    listCacheTtlMs: v.LIST_CACHE_TTL_MS,
  };
}
