import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import parcel, { AddPaymentMethodParcel } from '../../../parcels/add-payment-method';
import { ConfirmCardParcel } from '../../../parcels/confirm-card';
import { messages } from '../../../i18n/messages';
import { renderRemote } from '@tajriba/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import card from '../../../shared/card-form/i18n/en.json';

const config = { provider: 'sandbox', apiUrl: 'https://pay.test', publishableKey: 'pk_test_x', currency: 'SAR' };

/** Renders a parcel's root with what another area passes (its own remote props + domElement, onClose, input), under the parcel's providers. */
async function mountParcel(Root: ComponentType<never>, api: ReturnType<typeof createFakeApi>, input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const onClose = jest.fn();
  const Parcel = Root as ComponentType<{ onClose: typeof onClose; input: typeof input; domElement: HTMLElement }>;
  renderRemote(<Parcel onClose={onClose} input={input} domElement={domElement} />, { name: 'mf-account-parcel', messages, locale, api, user: true });
  return { onClose };
}

/** jsdom has no fetch: the gateway call is replaced for each test. */
function gatewayFetch(impl: () => Promise<unknown>) {
  const f = jest.fn(impl);
  (globalThis as { fetch?: unknown }).fetch = f;
  return f;
}
const json = (status: number, body: unknown) => Promise.resolve({ status, ok: status < 400, json: () => Promise.resolve(body) });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

function fillCard() {
  fill(card['booking.card.holderName'], 'Layla Al-Harbi');
  fill(card['booking.card.number'], '4111111111111111');
  fill(card['booking.card.expiry'], '1230');
  fill(card['booking.card.cvc'], '123');
}

describe('add-payment-method parcel', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('checks the card before anything leaves the browser, and keeps what was typed', async () => {
    const api = createFakeApi({ 'GET /api/Payments/Config': ok(config) });
    const fetchSpy = gatewayFetch(() => Promise.reject(new Error('no')));
    const { onClose } = await mountParcel(AddPaymentMethodParcel as ComponentType<never>, api, {});
    expect(await screen.findByRole('dialog', { name: en['booking.cards.addTitle'] })).toBeInTheDocument();
    fill(card['booking.card.number'], '4111111111111112');
    fill(en['booking.cards.name'], 'W');
    fireEvent.click(screen.getByTestId('add-card-submit'));
    expect(await screen.findByText(card['booking.card.error.number'])).toBeInTheDocument();
    expect(screen.getAllByText(card['booking.card.error.required'])).toHaveLength(3);
    expect(screen.getByText(en['booking.cards.nameLength'])).toBeInTheDocument();
    expect(screen.getByLabelText(card['booking.card.number'], { exact: false })).toHaveValue('4111 1111 1111 1112');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the card to the gateway only, gives the API the token, then goes to the issuer\'s check', async () => {
    const api = createFakeApi({ 'GET /api/Payments/Config': ok(config), 'POST /api/Manage/AddCard': ok('https://pay.test/challenge/tokens/tok_abc123') });
    const fetchSpy = gatewayFetch(() => json(201, { id: 'tok_abc123', status: 'initiated', verification_url: 'https://pay.test/challenge/tokens/tok_abc123' }));
    // jsdom cannot navigate away: the issuer's page is only logged as not implemented
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onClose } = await mountParcel(AddPaymentMethodParcel as ComponentType<never>, api, { isPrimary: true });
    await screen.findByRole('dialog');
    fillCard();
    fill(en['booking.cards.name'], 'Work');
    fireEvent.click(screen.getByTestId('add-card-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ status: 'redirecting', url: 'https://pay.test/challenge/tokens/tok_abc123' }));
    // the card went to the gateway with the publishable key, returning to the confirm-card page with the name and the primary choice
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://pay.test/v1/tokens');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa('pk_test_x:')}`);
    const sent = JSON.parse(String(init.body));
    expect(sent).toMatchObject({ number: '4111111111111111', month: 12, year: 2030, cvc: '123', save_only: true });
    expect(sent.callback_url).toBe('http://localhost/profile/account-settings/payments/confirm-card?cardId=Work&isPrimary=true');
    // our API got the token, never the card
    const add = api.calls.find((c) => c.path === '/api/Manage/AddCard')!;
    expect(add.body).toEqual({ token: 'tok_abc123', cardId: 'Work', isPrimary: true });
    expect(JSON.stringify(api.calls)).not.toContain('4111');
  });

  it('shows the gateway being down, in Arabic, and saves nothing', async () => {
    const api = createFakeApi({ 'GET /api/Payments/Config': ok(config) });
    gatewayFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await mountParcel(AddPaymentMethodParcel as ComponentType<never>, api, {}, 'ar');
    await screen.findByRole('dialog', { name: ar['booking.cards.addTitle'] });
    fillCardAr();
    fireEvent.click(screen.getByTestId('add-card-submit'));
    expect(await screen.findByText(ar['booking.cards.gatewayDown'])).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/Manage/AddCard')).toBe(false);
  });

  it('Cancel tells the opener', async () => {
    const { onClose } = await mountParcel(AddPaymentMethodParcel as ComponentType<never>, createFakeApi({}), {});
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: en['booking.cards.cancel'] }));
    expect(onClose).toHaveBeenCalledWith({ status: 'cancelled' });
  });
});

function fillCardAr() {
  const arCard = jest.requireActual('../../../shared/card-form/i18n/ar.json') as Record<string, string>;
  fill(arCard['booking.card.holderName'], 'ليلى الحربي');
  fill(arCard['booking.card.number'], '4111111111111111');
  fill(arCard['booking.card.expiry'], '1230');
  fill(arCard['booking.card.cvc'], '123');
}

describe('confirm-card parcel', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finishes saving with the token from the return address (name and primary kept), then offers the way back', async () => {
    const api = createFakeApi({ 'POST /api/Manage/AddCard': ok(null) });
    const { onClose } = await mountParcel(ConfirmCardParcel as ComponentType<never>, api, { search: '?id=tok_abc123&status=active&cardId=Work&isPrimary=true' });
    expect(await screen.findByTestId('confirm-card-saved')).toHaveTextContent(en['booking.cards.saved']);
    expect(api.calls[0].body).toEqual({ token: 'tok_abc123', cardId: 'Work', isPrimary: true });
    fireEvent.click(screen.getByRole('button', { name: en['booking.cards.back'] }));
    expect(onClose).toHaveBeenCalledWith({ status: 'saved' });
  });

  it('a refused check says so with the API\'s reason', async () => {
    const api = createFakeApi({ 'POST /api/Manage/AddCard': fail(400, ['The card could not be verified.']) });
    await mountParcel(ConfirmCardParcel as ComponentType<never>, api, { search: '?id=tok_abc123&status=failed' });
    expect(await screen.findByTestId('confirm-card-failed')).toBeInTheDocument();
    expect(screen.getByText('The card could not be verified.')).toBeInTheDocument();
  });

  it('a return without a token calls nothing', async () => {
    const api = createFakeApi({});
    await mountParcel(ConfirmCardParcel as ComponentType<never>, api, { search: '' });
    expect(await screen.findByTestId('confirm-card-failed')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('exposed modules', () => {
  it('each parcel module is single-spa lifecycles (what mountParcel takes)', () => {
    for (const fn of ['bootstrap', 'mount', 'unmount'] as const) expect(typeof parcel[fn]).toBe('function');
  });
});

describe('strings', () => {
  it('every payment-method string in both languages', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(ar)) expect({ id, same: text === (en as Record<string, string>)[id] }).toEqual({ id, same: false });
  });
});
