import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@tajriba/contracts/booking';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import en from '../i18n/en.json';
import { renderRemote, testUser } from '../../../test/render-remote';

const card = (id: string, last: string, isPrimary: boolean, isActive = true): SavedCard => ({
  id,
  cardNumber: `XXXX-XXXX-XXXX-${last}`,
  brand: 'Visa',
  holderName: 'Layla Al-Harbi',
  cardId: null,
  expiryMonth: 4,
  expiryYear: 2031,
  isPrimary,
  isActive,
});

describe('payments settings: saved cards', () => {
  it('makes another card primary and deletes one after confirming', async () => {
    const user = userEvent.setup();
    let cards = [card('1', '1111', true), card('2', '4242', false)];
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/SavedCards': () => ok(cards),
      'PUT /api/Manage/UpdateCardPrimary/:id': ({ params }: { params: Record<string, string> }) => {
        cards = cards.map((c) => ({ ...c, isPrimary: c.id === params.id }));
        return ok(null);
      },
      'DELETE /api/Manage/RemoveCard/:id': ({ params }: { params: Record<string, string> }) => {
        cards = cards.filter((c) => c.id !== params.id);
        return ok(null);
      },
    });
    renderRemote('/profile/account-settings/payments', 'en', true, { api });
    const rows = await screen.findAllByTestId('saved-card', {}, { timeout: 15_000 });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(en['settings.payments.primary'])).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make the card ending 4242 primary' }));
    await waitFor(() => expect(within(screen.getAllByTestId('saved-card')[1]!).getByText(en['settings.payments.primary'])).toBeInTheDocument());
    expect(within(screen.getAllByTestId('saved-card')[0]!).getByRole('button', { name: 'Make the card ending 1111 primary' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the card ending 1111' }));
    const dialog = await screen.findByRole('dialog', { name: en['settings.payments.removeTitle'] });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByTestId('saved-card-remove-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(1));
    expect(screen.getByTestId('saved-card')).toHaveTextContent('4242');
  });

  it('says so when a card cannot be deleted, and keeps it', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/SavedCards': ok([card('1', '1111', true)]),
      'DELETE /api/Manage/RemoveCard/:id': fail(500),
    });
    renderRemote('/profile/account-settings/payments', 'en', true, { api });
    await user.click(await screen.findByRole('button', { name: 'Delete the card ending 1111' }, { timeout: 15_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('saved-card-remove-confirm'));
    expect(await screen.findByText(en['settings.payments.actionFailed'])).toBeInTheDocument();
    expect(screen.getByTestId('saved-card')).toBeInTheDocument();
  });

  it('turns a card off: it says so, cannot be made primary, and the next card is primary; on again it can', async () => {
    const user = userEvent.setup();
    let cards = [card('1', '1111', true), card('2', '4242', false)];
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/SavedCards': () => ok(cards),
      'PUT /api/Manage/UpdateCardStatus/:id': ({ params, body }: { params: Record<string, string>; body: unknown }) => {
        const { isActive } = body as { isActive: boolean };
        cards = cards.map((c) => (c.id === params.id ? { ...c, isActive, isPrimary: c.isPrimary && isActive } : c));
        if (!cards.some((c) => c.isPrimary)) cards = cards.map((c) => ({ ...c, isPrimary: c.id === cards.find((x) => x.isActive)?.id }));
        return ok(cards.find((c) => c.id === params.id));
      },
    });
    renderRemote('/profile/account-settings/payments', 'en', true, { api });
    const first = await screen.findByRole('switch', { name: 'Use the card ending 1111 for payments' }, { timeout: 15_000 });
    expect(first).toBeChecked();
    await user.click(first);
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Manage/UpdateCardStatus/1')?.body).toEqual({ isActive: false }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Use the card ending 1111 for payments' })).not.toBeChecked());
    const off = screen.getAllByTestId('saved-card').find((r) => r.dataset.active === 'false')!;
    expect(within(off).getByText(en['settings.payments.inactive'])).toBeInTheDocument();
    expect(within(off).getByText(en['settings.payments.inactiveHint'])).toBeInTheDocument();
    expect(within(off).queryByRole('button', { name: 'Make the card ending 1111 primary' })).not.toBeInTheDocument();
    expect(await screen.findByText('The card ending 1111 is turned off.')).toBeInTheDocument();
    const other = screen.getAllByTestId('saved-card').find((r) => r.dataset.active === 'true')!;
    expect(within(other).getByText(en['settings.payments.primary'])).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Use the card ending 1111 for payments' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Use the card ending 1111 for payments' })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Make the card ending 1111 primary' })).toBeInTheDocument();
  });

  it("shows the server's reason under the card when it cannot be turned on, and keeps it off", async () => {
    const user = userEvent.setup();
    const reason = 'This card has expired, so it cannot be turned on again. Add a new card instead.';
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/SavedCards': ok([card('1', '1111', false, false)]),
      'PUT /api/Manage/UpdateCardStatus/:id': fail(409, [reason], { isActive: ['error.cardExpiredCannotActivate'] }),
    });
    renderRemote('/profile/account-settings/payments', 'ar', true, { api });
    const sw = await screen.findByRole('switch', { name: 'استخدام البطاقة المنتهية بـ 1111 في الدفع' }, { timeout: 15_000 });
    await user.click(sw);
    expect(await within(screen.getByTestId('saved-card')).findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'استخدام البطاقة المنتهية بـ 1111 في الدفع' })).not.toBeChecked();
  });

  it('shows the empty state without cards', async () => {
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Manage/SavedCards': ok([]) });
    renderRemote('/profile/account-settings/payments', 'en', true, { api });
    expect(await screen.findByText(en['settings.payments.emptyTitle'], {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
