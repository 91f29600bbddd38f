import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { Msg, policySlugs } from '@tajriba/contracts/platform';
import { markSignedOut } from '@tajriba/session/shell';
import { renderWithShell } from '../../../shared/testing/render-with-shell';
import { AboutPage, ContactPage, OffersPage, PolicyPage } from '../components/content-pages';
import { content as en } from '../data/en';
import { content as ar } from '../data/ar';
import enUi from '../i18n/en.json';
import arUi from '../i18n/ar.json';

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent;

beforeEach(() => act(() => markSignedOut()));

describe('content catalogues', () => {
  it('have the same pages and section ids in English and Arabic, and every policy slug', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const slug of policySlugs) expect(en[slug]).toBeDefined();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ar[key].sections.map((s) => s.id)).toEqual(en[key].sections.map((s) => s.id));
      // Arabic pages are written in Arabic, not left in English.
      expect(ar[key].title).toMatch(/[\u0600-\u06FF]/);
      expect(en[key].sections.length).toBeGreaterThanOrEqual(2);
    }
    expect(Object.keys(arUi).sort()).toEqual(Object.keys(enUi).sort());
  });

  it('states the product rules: cancellation options, VAT and SAR', () => {
    const cancel = JSON.stringify(en['cancellation-policy']);
    expect(cancel).toMatch(/24 hours/);
    expect(cancel).toMatch(/3 days/);
    expect(cancel).toMatch(/5 days/);
    expect(JSON.stringify(en['payments-terms-of-service'])).toContain('15%');
    expect(JSON.stringify(en['payments-terms-of-service'])).toContain('SAR');
    expect(JSON.stringify(en.offers)).toContain('/search?discount=true');
  });
});

describe('policy pages', () => {
  it('render the page with a sidebar of all 13 policies, the current one marked', async () => {
    renderWithShell(<PolicyPage notFound={<p>not found</p>} />, { api: createFakeApi(), route: '/policies/cancellation-policy', path: '/policies/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Policies and help' });
    expect(nav.querySelectorAll('a')).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Cancellation policy', current: 'page' })).toHaveAttribute('href', '/policies/cancellation-policy');
    expect(screen.getByRole('link', { name: 'The three options' })).toHaveAttribute('href', '#options');
  });

  it('unknown slugs get the 404 page', () => {
    renderWithShell(<PolicyPage notFound={<p>not found</p>} />, { api: createFakeApi(), route: '/policies/refunds-for-free', path: '/policies/:slug' });
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('render in Arabic', async () => {
    renderWithShell(<PolicyPage notFound={null} />, { api: createFakeApi(), route: '/policies/identity-verification', path: '/policies/:slug', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التحقق من الهوية' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'السياسات والمساعدة' })).toBeInTheDocument();
    expect(screen.getByText('في هذه الصفحة')).toBeInTheDocument();
  });

  it('about and offers render; offers link to discounted search, with no made-up offers', async () => {
    renderWithShell(<OffersPage />, { api: createFakeApi(), route: '/offers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers, discounts and coupons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Experiences with discounts' })).toHaveAttribute('href', '/search?discount=true');
    renderWithShell(<AboutPage />, { api: createFakeApi(), route: '/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Tajriba' })).toBeInTheDocument();
  });
});

describe('contact form', () => {
  const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(field('Your name'), 'Huda Fallatah');
    await user.type(field('Email'), 'huda@example.com');
    await user.type(field('Subject'), 'Moving my booking');
    await user.type(field('Message'), 'Can I move my desert camping booking to next Thursday?');
  };

  it('validates like the API with localised messages', async () => {
    const user = userEvent.setup();
    renderWithShell(<ContactPage />, { api: createFakeApi(), route: '/contact-us' });
    await screen.findByTestId('contact-form');
    await user.click(screen.getByTestId('contact-submit'));
    expect(errorOf(field('Your name'))).toBe('This field is required.');
    await user.type(field('Your name'), 'Hu');
    await user.type(field('Email'), 'huda@');
    await user.type(field('Message'), 'Too short');
    await user.click(screen.getByTestId('contact-submit'));
    expect(errorOf(field('Your name'))).toBe('Enter at least 3 characters.');
    expect(errorOf(field('Email'))).toBe('Enter a valid email address.');
    expect(errorOf(field('Message'))).toBe('Enter at least 10 characters.');
  });

  it('sends the message and shows the success state', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/Contact': ok({ id: 'a1b2c3d4-0000-4000-8000-000000000000' }) });
    renderWithShell(<ContactPage />, { api, route: '/contact-us' });
    await screen.findByTestId('contact-form');
    await fillValid(user);
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('A1B2C3D4');
    expect(api.calls.find((c) => c.path === '/api/Contact')?.body).toEqual({
      name: 'Huda Fallatah',
      email: 'huda@example.com',
      subject: 'Moving my booking',
      message: 'Can I move my desert camping booking to next Thursday?',
    });
  });

  it('a failure shows server errors (box and fields) and keeps every value', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/Contact': fail(429, ['Too many attempts. Please wait a moment and try again.'], { email: [Msg.invalidEmail] }) });
    renderWithShell(<ContactPage />, { api, route: '/contact-us' });
    await screen.findByTestId('contact-form');
    await fillValid(user);
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    await waitFor(() => expect(errorOf(field('Email'))).toBe('Enter a valid email address.'));
    expect(field('Your name')).toHaveValue('Huda Fallatah');
    expect(field('Subject')).toHaveValue('Moving my booking');
    expect(field('Message')).toHaveValue('Can I move my desert camping booking to next Thursday?');
  });
});
