import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '../src/app';

const PK = 'pk_test_x';
const SK = 'sk_test_x';
const basic = (key: string) => ({ authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` });

let sandbox: Sandbox;
let server: Server;
let hook: Server;
let base = '';
const events: { type: string; secret_token: string; data: { id: string; status: string } }[] = [];
let refuseHooks = 0;

const listen = (s: Server) => new Promise<number>((r) => s.listen(0, '127.0.0.1', () => r((s.address() as AddressInfo).port)));

beforeAll(async () => {
  hook = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      if (refuseHooks > 0) {
        refuseHooks--;
        res.writeHead(500).end();
        return;
      }
      events.push(JSON.parse(text));
      res.writeHead(204).end();
    });
  });
  const hookPort = await listen(hook);
  server = createServer((req, res) => void sandbox.handle(req, res));
  const port = await listen(server);
  base = `http://127.0.0.1:${port}`;
  sandbox = createSandbox({
    publicUrl: base,
    publishableKey: PK,
    secretKey: SK,
    webhookUrl: `http://127.0.0.1:${hookPort}/hook`,
    webhookSecret: 'shh',
    merchantName: 'Tajriba',
    webhookRetryMs: 20,
  });
});
afterAll(async () => {
  sandbox.close();
  await new Promise((r) => server.close(r));
  await new Promise((r) => hook.close(r));
});

const card = (number: string) => ({ type: 'creditcard', name: 'Layla Harbi', number, month: '12', year: String(new Date().getUTCFullYear() + 2), cvc: '123' });
async function pay(number: string, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${base}/v1/payments`, {
    method: 'POST',
    headers: { ...basic(PK), 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 34500, currency: 'SAR', callback_url: 'http://localhost:8080/checkout/confirm-payment', source: card(number), ...extra }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const fetchPayment = async (id: string) => (await (await fetch(`${base}/v1/payments/${id}`, { headers: basic(SK) })).json()) as Record<string, any>;
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

test('a 3-D Secure card: initiated with a challenge page, approve → paid, redirect to the callback, signed webhook', async () => {
  const id = randomUUID();
  const { status, body } = await pay('4111 1111 1111 1111', { given_id: id });
  expect(status).toBe(201);
  expect(body).toMatchObject({ id, status: 'initiated', amount: 34500, source: { company: 'visa', number: '4111-11XX-XXXX-1111' } });
  expect(JSON.stringify(body)).not.toContain('4111111111111111');
  const page = await fetch(body.source.transaction_url, { headers: { 'accept-language': 'ar' } });
  const html = await page.text();
  expect(html).toContain('dir="rtl"');
  expect(html).toContain('التحقق الآمن');
  const res = await fetch(`${base}/challenge/${id}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
  expect(res.status).toBe(303);
  const loc = new URL(res.headers.get('location') as string);
  expect(loc.pathname).toBe('/checkout/confirm-payment');
  expect(loc.searchParams.get('id')).toBe(id);
  expect(loc.searchParams.get('status')).toBe('paid');
  expect((await fetchPayment(id)).status).toBe('paid');
  await until(() => events.some((e) => e.data.id === id));
  expect(events.find((e) => e.data.id === id)).toMatchObject({ type: 'payment_paid', secret_token: 'shh' });
});

test('the same given_id twice is one payment; a different amount is refused', async () => {
  const id = randomUUID();
  const a = await pay('4000000000000002', { given_id: id });
  const b = await pay('4000000000000002', { given_id: id });
  expect(a.status).toBe(201);
  expect(b.status).toBe(200);
  expect(b.body.id).toBe(id);
  expect(a.body.status).toBe('paid');
  const c = await pay('4000000000000002', { given_id: id, amount: 100 });
  expect(c.status).toBe(400);
});

test('declined cards fail after the challenge with the issuer reason; an unknown key is refused', async () => {
  const { body } = await pay('4000000000009953');
  await fetch(`${base}/challenge/${body.id}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
  const p = await fetchPayment(body.id);
  expect(p).toMatchObject({ status: 'failed', source: { message: 'Insufficient Funds' } });
  const auth = await pay('4000000000003063');
  await fetch(`${base}/challenge/${auth.body.id}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
  expect((await fetchPayment(auth.body.id)).status).toBe('failed');
  const r = await fetch(`${base}/v1/payments/${body.id}`, { headers: basic('nope') });
  expect(r.status).toBe(401);
  const pk = await fetch(`${base}/v1/payments/${body.id}`, { headers: basic(PK) });
  expect(pk.status).toBe(401);
});

test('invalid card fields are refused per field', async () => {
  const { status, body } = await pay('4111111111111112');
  expect(status).toBe(400);
  expect(body.errors['source.number']).toBeDefined();
});

test('refunds: partial then the rest, an idempotency key repeats nothing, webhook retried after a refusal', async () => {
  const { body } = await pay('4000000000000002');
  refuseHooks = 1;
  const refund = (amount: number, key: string) =>
    fetch(`${base}/v1/payments/${body.id}/refund`, { method: 'POST', headers: { ...basic(SK), 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ amount }) }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }),
    );
  expect((await refund(10000, 'k1')).body).toMatchObject({ status: 'paid', refunded: 10000 });
  expect((await refund(10000, 'k1')).body).toMatchObject({ refunded: 10000 });
  expect((await refund(24500, 'k2')).body).toMatchObject({ status: 'refunded', refunded: 34500 });
  expect((await refund(1, 'k3')).status).toBe(400);
  await until(() => events.filter((e) => e.data.id === body.id && e.type === 'payment_refunded').length >= 2);
  expect(events.filter((e) => e.data.id === body.id && e.type === 'payment_refunded').length).toBeGreaterThanOrEqual(2);
});

test('save-only tokens: verification page, active token pays without a challenge, delete', async () => {
  const res = await fetch(`${base}/v1/tokens`, {
    method: 'POST',
    headers: { ...basic(PK), 'content-type': 'application/json' },
    body: JSON.stringify({ ...card('5421080000000002'), save_only: true, callback_url: 'http://localhost:8080/profile/account-settings/payments/confirm-card' }),
  });
  const token = (await res.json()) as Record<string, any>;
  expect(token).toMatchObject({ status: 'initiated', brand: 'mastercard', last_four: '0002' });
  const v = await fetch(token.verification_url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
  expect(new URL(v.headers.get('location') as string).searchParams.get('status')).toBe('active');
  const p = await fetch(`${base}/v1/payments`, {
    method: 'POST',
    headers: { ...basic(SK), 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 5000, currency: 'SAR', callback_url: 'http://localhost/x', source: { type: 'token', token: token.id } }),
  });
  expect(((await p.json()) as Record<string, any>).status).toBe('paid');
  const d = await fetch(`${base}/v1/tokens/${token.id}`, { method: 'DELETE', headers: basic(SK) });
  expect(d.status).toBe(204);
});
