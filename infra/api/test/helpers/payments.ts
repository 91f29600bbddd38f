import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The payment sandbox as a separate process, as `npm start` runs it (the API may not import it:
 * it only shares libs/contracts). The tests then act as the browser: they post cards to it with the
 * publishable key and press the 3-D Secure page's buttons.
 */
export const SANDBOX_PK = 'pk_test_tajriba_sandbox_publishable';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_tajriba_sandbox_shared_secret';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export interface SandboxProcess {
  url: string;
  stop(): Promise<void>;
}

/** `dataFile`: a sandbox state file to start from (tests seed tokens no browser flow can make). */
export async function startSandbox(opts: { dataFile?: string } = {}): Promise<SandboxProcess> {
  const port = await freePort();
  const root = path.resolve(__dirname, '..', '..', '..', '..');
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'infra', 'payments-sandbox', 'src', 'server.ts')], {
    env: { ...process.env, PAYMENTS_PORT: String(port), HOST: '127.0.0.1', PAYMENTS_PUBLIC_URL: `http://127.0.0.1:${port}`, PAYMENTS_WEBHOOK_URL: '', ...(opts.dataFile ? { PAYMENTS_DATA_FILE: opts.dataFile } : {}) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const basic = (key: string) => ({ authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` });
export const TEST_CARD = { name: 'Layla Harbi', month: '12', year: String(new Date().getUTCFullYear() + 3), cvc: '123' };

/** What the browser does with a payment session: posts the card to the gateway. */
export async function browserPays(session: { apiUrl: string; publishableKey: string; paymentId: string; amount: number; callbackUrl: string; description: string; metadata: Record<string, string>; saveCard: boolean }, number: string) {
  const res = await fetch(`${session.apiUrl}/v1/payments`, {
    method: 'POST',
    headers: { ...basic(session.publishableKey), 'content-type': 'application/json' },
    body: JSON.stringify({
      given_id: session.paymentId,
      amount: session.amount,
      currency: 'SAR',
      description: session.description,
      callback_url: session.callbackUrl,
      metadata: session.metadata,
      source: { type: 'creditcard', number, ...TEST_CARD, save_card: session.saveCard },
    }),
  });
  return (await res.json()) as { id: string; status: string; source: { transaction_url: string | null } };
}

/** Presses a button of the 3-D Secure page; answers where the browser is sent back to. */
export async function challenge(transactionUrl: string, decision: 'approve' | 'fail'): Promise<URL> {
  const res = await fetch(transactionUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}` });
  return new URL(res.headers.get('location') as string);
}

export async function browserSavesCard(apiUrl: string, number: string) {
  const res = await fetch(`${apiUrl}/v1/tokens`, {
    method: 'POST',
    headers: { ...basic(SANDBOX_PK), 'content-type': 'application/json' },
    body: JSON.stringify({ number, ...TEST_CARD, save_only: true, callback_url: 'http://localhost:8080/profile/account-settings/payments/confirm-card' }),
  });
  return (await res.json()) as { id: string; status: string; verification_url: string };
}

export async function gatewayPayment(apiUrl: string, id: string) {
  const res = await fetch(`${apiUrl}/v1/payments/${id}`, { headers: basic('sk_test_tajriba_sandbox_secret') });
  return (await res.json()) as { id: string; status: string; refunded: number; amount: number };
}
