import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { registryDocumentSchema, type RegistryDocument } from '@tajriba/contracts';

const artifacts = path.join(__dirname, '..', 'artifacts', 'screenshots');

/** End-state screenshots are kept as CI artifacts (and looked at by a person). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false });
}

export async function registryDocument(request: APIRequestContext, env = process.env.E2E_SITE_ENV ?? 'dev'): Promise<RegistryDocument> {
  const res = await request.get(`/registry/${env}.json`);
  return registryDocumentSchema.parse(await res.json());
}

/** Codes are delivered through the dev outbox outside production; the journeys read them there. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    if (res.ok()) {
      // Newest first; the code travels in meta.code.
      const body = (await res.json()) as { data: Array<{ body: string; meta: { code?: unknown } }> };
      const first = (body.data ?? []).find((m) => typeof m.meta?.code === 'string');
      if (first) return first.meta.code as string;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code in the dev outbox for ${to}`);
}

/** A unique address per run, so journeys never collide with each other or with seed data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}
