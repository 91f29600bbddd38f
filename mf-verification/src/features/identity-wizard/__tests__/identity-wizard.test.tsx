import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { messages } from '../../../i18n/messages';
import { renderRemote } from '../../../test/render-remote';
import IdentityWizardPage from '../identity-wizard-page';

const en = messages.en;
const countries = [
  { id: 1, code2: 'SA', code3: 'SAU', name: 'Saudi Arabia' },
  { id: 2, code2: 'EG', code3: 'EGY', name: 'Egypt' },
];
const identityTypes = [
  { id: 1, key: 'NationalID', saudiOnly: true, name: 'National ID' },
  { id: 2, key: 'DriverLicense', saudiOnly: true, name: 'Driver licence' },
  { id: 3, key: 'ResidencePermit', saudiOnly: false, name: 'Residence permit' },
  { id: 4, key: 'Passport', saudiOnly: false, name: 'Passport' },
  { id: 5, key: 'Saudi', saudiOnly: true, name: 'Saudi identity (Nafath)' },
];

function setup(needsBack: boolean) {
  const api = createFakeApi({
    'GET /api/Utilities/Countries': ok(countries),
    'GET /api/Utilities/IdentityTypes': ok(identityTypes),
    'POST /api/Manage/ChooseIdType': ok({ countryId: 1, idType: 1, needsBack }),
  });
  renderRemote('/verification/identity', 'en', true, { api }, <IdentityWizardPage />);
  return { user: userEvent.setup(), api };
}

const options = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function toTypeStep(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.getByTestId('next')).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${en['verification.no']}`) }));
  await user.click(screen.getByTestId('next'));
  await screen.findByTestId('country');
  // The reference lists arrive.
  await within(screen.getByTestId('country')).findByRole('option', { name: 'Egypt' });
}

describe('identity wizard: ID type rules', () => {
  it('offers Saudi-only types for Saudi Arabia only (never the national-service type), and moving away switches a Saudi-only choice to residence permit', async () => {
    const { user } = setup(true);
    await toTypeStep(user);
    const country = screen.getByTestId('country');
    const type = screen.getByTestId('id-type');
    await user.selectOptions(country, 'Saudi Arabia');
    expect(options(type)).toEqual([expect.any(String), 'National ID', 'Driver licence', 'Residence permit', 'Passport']);
    await user.selectOptions(type, 'Driver licence');
    await user.selectOptions(country, 'Egypt');
    expect(options(type)).toEqual([expect.any(String), 'Residence permit', 'Passport']);
    expect((within(type).getByRole('option', { name: 'Residence permit' }) as HTMLOptionElement).selected).toBe(true);
    // A type that is not Saudi-only stays as chosen.
    await user.selectOptions(type, 'Passport');
    await user.selectOptions(country, 'Saudi Arabia');
    expect((within(type).getByRole('option', { name: 'Passport' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('asks for the country and the type under their fields before going on', async () => {
    const { user, api } = setup(true);
    await toTypeStep(user);
    await user.click(screen.getByTestId('next'));
    expect(screen.getByTestId('country')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('id-type')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.path.includes('ChooseIdType'))).toHaveLength(0);
  });
});

describe('identity wizard: documents', () => {
  async function toDocuments(needsBack: boolean) {
    const s = setup(needsBack);
    await toTypeStep(s.user);
    await s.user.selectOptions(screen.getByTestId('country'), 'Saudi Arabia');
    await s.user.selectOptions(screen.getByTestId('id-type'), needsBack ? 'National ID' : 'Passport');
    await s.user.click(screen.getByTestId('next'));
    expect(await screen.findByText(en['verification.identity.uploadType'])).toBeInTheDocument();
    await s.user.click(screen.getByTestId('next'));
    await screen.findByTestId('doc-main');
    return s;
  }

  it('a national ID needs front and back: Next stays disabled until both images are there', async () => {
    const { user } = await toDocuments(true);
    expect(screen.getByText(en['verification.identity.needsBoth'])).toBeInTheDocument();
    const next = screen.getByTestId('next');
    expect(next).toBeDisabled();
    await user.upload(screen.getByTestId('doc-main').querySelector('input')!, png('front.png'));
    expect(next).toBeDisabled();
    await user.upload(screen.getByTestId('doc-other').querySelector('input')!, png('back.png'));
    expect(next).toBeEnabled();
    expect(screen.getByTestId('doc-other')).toHaveTextContent('back.png');
  });

  it('other types need one image; a file that is not png/jpg or is over 2 MB is refused under the slot', async () => {
    await toDocuments(false);
    // As if the person picked "All files" in the dialog: the accept list is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.queryByTestId('doc-other')).toBeNull();
    const input = screen.getByTestId('doc-main').querySelector('input')!;
    await user.upload(input, new File([new Uint8Array(10)], 'scan.gif', { type: 'image/gif' }));
    expect(within(screen.getByTestId('doc-main')).getByRole('alert')).toHaveTextContent(en['verification.file.imageOnly']);
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(within(screen.getByTestId('doc-main')).getByRole('alert')).toHaveTextContent(en['verification.file.tooLarge']);
    expect(screen.getByTestId('next')).toBeDisabled();
    await user.upload(input, png('passport.png'));
    expect(screen.getByTestId('next')).toBeEnabled();
  });
});

describe('identity wizard: the national number screen', () => {
  const waiting = (testAppUrl: string | null) => ({ requestId: '7f1d2c1e-1111-4111-8111-111111111111', randomNumber: 42, status: 'waiting', expiresAt: '2030-01-01T00:00:00.000Z', nationalIdLast4: '5678', testAppUrl });
  async function toNumber(testAppUrl: string | null) {
    const api = createFakeApi({
      'GET /api/Utilities/Countries': ok(countries),
      'GET /api/Utilities/IdentityTypes': ok(identityTypes),
      'POST /api/Manage/NationalIdentity/Start': ok(waiting(testAppUrl)),
      'GET /api/Manage/NationalIdentity/:id': ok(waiting(testAppUrl)),
    });
    renderRemote('/verification/identity', 'en', true, { api }, <IdentityWizardPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${en['verification.yes']}`) }));
    await user.click(screen.getByTestId('next'));
    await user.type(await screen.findByTestId('national-id'), '1012345678');
    await user.click(screen.getByTestId('national-start'));
    expect(await screen.findByTestId('national-number')).toHaveTextContent('42');
  }

  it('links the test app the API names (the Nafath stand-in\u2019s page), with the ID and the language', async () => {
    await toNumber('http://127.0.0.1:4855/app');
    expect(screen.getByTestId('sandbox-link')).toHaveAttribute('href', 'http://127.0.0.1:4855/app?nationalId=1012345678&lang=en');
  });

  it('links the API\u2019s own sandbox as a path of this site', async () => {
    await toNumber('/dev/identity-sandbox');
    expect(screen.getByTestId('sandbox-link')).toHaveAttribute('href', '/dev/identity-sandbox?nationalId=1012345678&lang=en');
  });

  it('shows no test link when the API names none (production, the real service)', async () => {
    await toNumber(null);
    expect(screen.queryByTestId('sandbox-link')).toBeNull();
  });
});
