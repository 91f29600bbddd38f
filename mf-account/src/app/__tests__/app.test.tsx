import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { contract } from '../../../contract';
import { renderRemote, testUser } from '../../test/render-remote';
import profileAr from '../../features/profile/i18n/ar.json';
import profileEn from '../../features/profile/i18n/en.json';

/** Every catalogue of this remote: the root's, the shared one and each feature's. */
function catalogues(): { dir: string; en: Record<string, string>; ar: Record<string, string> }[] {
  const src = path.resolve(__dirname, '../..');
  const dirs = [path.join(src, 'i18n'), path.join(src, 'shared/i18n'), ...readdirSync(path.join(src, 'features')).map((f) => path.join(src, 'features', f, 'i18n'))];
  const read = (d: string, l: string) => JSON.parse(readFileSync(path.join(d, `${l}.json`), 'utf8')) as Record<string, string>;
  return dirs.map((dir) => ({ dir: path.relative(src, dir), en: read(dir, 'en'), ar: read(dir, 'ar') }));
}

describe('mf-account', () => {
  it('renders the profile at the route its contract declares, in English and Arabic', async () => {
    expect(contract.routes.map((r) => r.path)).toContain('/profile');
    const api = () => createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Manage/About': ok(testUser.about) });
    const english = renderRemote('/profile', 'en', true, { api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: testUser.fullName })).toBeInTheDocument();
    expect(screen.getByTestId('profile-role')).toHaveTextContent(profileEn['profile.roleGuest']);
    english.unmount();
    renderRemote('/profile', 'ar', true, { api: api() });
    expect(await screen.findByRole('heading', { level: 2, name: profileAr['profile.verify.title'] })).toBeInTheDocument();
  });

  it('has every string in both languages, translated', () => {
    for (const c of catalogues()) {
      expect({ dir: c.dir, keys: Object.keys(c.ar).sort() }).toEqual({ dir: c.dir, keys: Object.keys(c.en).sort() });
      for (const [id, text] of Object.entries(c.ar)) expect({ id, translated: text !== c.en[id] }).toEqual({ id, translated: true });
    }
  });

  it('renders nothing on a path its contract does not declare (the shell shows its 404)', () => {
    const { container } = renderRemote('/not-this-remote', 'en');
    expect(container.textContent).toBe('');
  });
});
