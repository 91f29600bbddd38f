import { screen } from '@testing-library/react';
import { contract } from '../../../contract';
import { messages } from '../../i18n/messages';
import { renderRemote } from '../../test/render-remote';
import bookingsEn from '../../features/bookings/i18n/en.json';
import bookingsAr from '../../features/bookings/i18n/ar.json';
import experiencesEn from '../../features/my-experiences/i18n/en.json';
import experiencesAr from '../../features/my-experiences/i18n/ar.json';
import payoutsEn from '../../features/payouts/i18n/en.json';
import payoutsAr from '../../features/payouts/i18n/ar.json';
import schedulerEn from '../../features/scheduler/i18n/en.json';
import schedulerAr from '../../features/scheduler/i18n/ar.json';
import analyticsEn from '../../features/analytics/i18n/en.json';
import analyticsAr from '../../features/analytics/i18n/ar.json';
import insightsEn from '../../features/insights/i18n/en.json';
import insightsAr from '../../features/insights/i18n/ar.json';
import questionsEn from '../../features/questions/i18n/en.json';
import questionsAr from '../../features/questions/i18n/ar.json';
import couponsEn from '../../features/coupons/i18n/en.json';
import couponsAr from '../../features/coupons/i18n/ar.json';
import catalogueEn from '../../features/catalogue/i18n/en.json';
import catalogueAr from '../../features/catalogue/i18n/ar.json';

describe('mf-host-dashboard', () => {
  it('renders the dashboard at its route, in English and Arabic, with the area tabs', async () => {
    const english = renderRemote('/dashboard', 'en', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Host area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/payouts');
    english.unmount();
    renderRemote('/dashboard', 'ar', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeInTheDocument();
  });

  it('declares every route it renders, for hosts', () => {
    expect(contract.routes.map((r) => [r.path, r.access])).toEqual([
      ['/dashboard', 'host'],
      ['/bookings', 'host'],
      ['/bookings/details/:id', 'host'],
      ['/my-experiences', 'host'],
      ['/my-experiences/details/:id', 'host'],
      ['/my-experiences/details/:id/insights', 'host'],
      ['/analytics', 'host'],
      ['/coupons', 'host'],
      ['/questions', 'host'],
      ['/catalogue', 'staff'],
      ['/catalogue/:kind', 'staff'],
      ['/payouts', 'host'],
      ['/scheduler', 'host'],
    ]);
  });

  it('has every string in both languages, translated', () => {
    for (const [en, ar] of [
      [messages.en, messages.ar],
      [bookingsEn, bookingsAr],
      [experiencesEn, experiencesAr],
      [payoutsEn, payoutsAr],
      [schedulerEn, schedulerAr],
      [analyticsEn, analyticsAr],
      [insightsEn, insightsAr],
      [questionsEn, questionsAr],
      [couponsEn, couponsAr],
      [catalogueEn, catalogueAr],
    ] as Record<string, string>[][]) {
      expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(ar)) expect({ id, translated: text !== en[id] || id.startsWith('host.iban.label') }).toEqual({ id, translated: true });
    }
  });

  it('renders nothing on a path its contract does not declare (the shell shows its 404)', () => {
    const { container } = renderRemote('/not-this-remote', 'en');
    expect(container.querySelector('[data-testid="host-dashboard-page"]')).toBeNull();
  });
});
