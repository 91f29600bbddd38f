import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';

const about = { details: null, study: null, birthPlace: null, interests: null, cuisines: null, memorableExperience: null, culturalTraditions: null, profession: null, languages: null, traveling: null, favoriteDestination: null, funFact: null, experienceSeek: null };

describe('refer a friend', () => {
  it('sends one e-mail field, says it was sent and empties the field for the next friend', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/About': ok(about),
      'POST /api/Manage/ReferFriend': ({ body }: { body: unknown }) => {
        sent.push(body);
        return ok(null);
      },
    });
    renderRemote('/profile', 'en', true, { api });
    await user.click(await screen.findByTestId('refer-open', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: en['profile.refer.title'] });
    // bad input is refused before anything is sent
    await user.type(within(dialog).getByLabelText(en['profile.refer.email'], { exact: false }), 'not-an-email');
    await user.click(within(dialog).getByTestId('refer-submit'));
    expect(await within(dialog).findByText(/valid e-mail|email/i)).toBeInTheDocument();
    expect(sent).toEqual([]);
    const field = within(dialog).getByTestId('refer-email');
    await user.clear(field);
    await user.type(field, 'noura@example.com');
    await user.click(within(dialog).getByTestId('refer-submit'));
    expect(await within(dialog).findByTestId('refer-sent')).toHaveTextContent('Invitation sent to noura@example.com');
    expect(sent).toEqual([{ email: 'noura@example.com' }]);
    expect(field).toHaveValue('');
  });

  it('shows the server’s field error under the field and keeps what was typed (Arabic)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/About': ok(about),
      'POST /api/Manage/ReferFriend': fail(409, ['error.emailTaken'], { email: ['error.emailTaken'] }),
    });
    renderRemote('/profile', 'ar', true, { api });
    await user.click(await screen.findByTestId('refer-open', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: ar['profile.refer.title'] });
    const field = within(dialog).getByTestId('refer-email');
    await user.type(field, 'taken@example.com');
    await user.click(within(dialog).getByTestId('refer-submit'));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveValue('taken@example.com');
    expect(within(dialog).queryByTestId('refer-sent')).not.toBeInTheDocument();
  });

  it('states the reward and lists my reward coupons: usable first, used and expired muted (English and Arabic)', async () => {
    const rewards = [
      { id: 1, code: 'REF-7K2Q9MXA', percent: 10, maxAmount: 50, currency: 'SAR', validUntil: '2026-08-30T06:00:00Z', createdAt: '2026-06-01T06:00:00Z', reason: 'referrer', otherName: 'Noura', status: 'available', orderId: null },
      { id: 2, code: 'REF-AAAABBBB', percent: 10, maxAmount: 50, currency: 'SAR', validUntil: '2026-03-01T06:00:00Z', createdAt: '2025-12-01T06:00:00Z', reason: 'friend', otherName: 'Majed', status: 'expired', orderId: null },
    ];
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Manage/About': ok(about), 'GET /api/Manage/RewardCoupons': ok({ items: rewards }) });
    const english = renderRemote('/profile', 'en', true, { api });
    expect(await screen.findByTestId('refer-reward', {}, { timeout: 15_000 })).toHaveTextContent(
      'When your friend signs up from your invitation and their first booking is paid, you both get 10% off your next booking (up to SAR 50.00, valid for 90 days).',
    );
    const items = await screen.findAllByTestId('reward-coupon');
    expect(items.map((i) => i.dataset.status)).toEqual(['available', 'expired']);
    expect(items[0]).toHaveTextContent('10% off one booking, up to SAR 50.00');
    expect(items[0]).toHaveTextContent('REF-7K2Q9MXA');
    expect(items[0]).toHaveTextContent('for inviting Noura');
    expect(items[1]).toHaveTextContent('Expired');
    english.unmount();

    renderRemote('/profile', 'ar', true, { api });
    const terms = await screen.findByTestId('refer-reward', {}, { timeout: 15_000 });
    expect(terms).toHaveTextContent('يحصل كلٌّ منكما على خصم');
    expect(terms.textContent).toMatch(/٩٠ يومًا/);
    expect(terms.textContent).not.toMatch(/[0-9]/);
    expect((await screen.findAllByTestId('reward-coupon'))[0]).toHaveTextContent('لدعوتك Noura');
  });

  it('says there are no rewards yet', async () => {
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Manage/About': ok(about), 'GET /api/Manage/RewardCoupons': ok({ items: [] }) });
    renderRemote('/profile', 'en', true, { api });
    expect(await screen.findByTestId('rewards-empty', {}, { timeout: 15_000 })).toHaveTextContent(en['profile.rewards.none']);
  });
});
