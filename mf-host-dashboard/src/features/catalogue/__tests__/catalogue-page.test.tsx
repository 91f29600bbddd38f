import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { makeUser } from '@tajriba/contracts/testing';
import { renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { messages } from '../../../i18n/messages';

const paged = <T,>(data: T[]) => ({ ...ok(data), pageNumber: 1, totalPages: 1 });
const riyadh = { id: 3, name: 'Riyadh', nameEn: 'Riyadh', nameAr: 'الرياض', isActive: true, latitude: 24.7136, longitude: 46.6753 };
const staff = (id: number, name: string) => makeUser({ currentRole: { id, name } as never, roles: [{ id, name }] as never });
const render = (route: string, roleId: number, roleName: string, api: ReturnType<typeof createFakeApi>, locale: 'en' | 'ar' = 'en') =>
  renderRemote(<App />, { name: 'mf-host-dashboard', messages, route, locale, user: staff(roleId, roleName), props: { api } });

describe('/catalogue (staff)', () => {
  it('an admin deactivates a region; the list shows it inactive', async () => {
    let active = true;
    const api = createFakeApi({
      'GET /api/ExperiencesRegions/All': () => paged([{ ...riyadh, isActive: active }]),
      'POST /api/ExperiencesRegions/ReverseActive/:id': () => {
        active = !active;
        return ok({ ...riyadh, isActive: active });
      },
    });
    render('/catalogue/regions', 2, 'Admin', api);
    const row = (await screen.findByText('Riyadh')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate Riyadh' }));
    await waitFor(() => expect(within(screen.getByText('Riyadh').closest('tr')!).getByText('Inactive')).toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/api/ExperiencesRegions/ReverseActive/3')).toHaveLength(1);
  });

  it('a marketer may change categories but only reads regions (the API matrix), in Arabic', async () => {
    const api = createFakeApi({
      'GET /api/ExperiencesRegions/All': paged([riyadh]),
      'GET /api/ExperiencesCategories/All': paged([{ id: 1, name: 'تراث', nameEn: 'Heritage', nameAr: 'تراث', isActive: true, icon: 'M0 0h24v24H0z' }]),
    });
    const view = render('/catalogue/regions', 6, 'Marketer', api, 'ar');
    expect(await screen.findByText('Riyadh')).toBeInTheDocument();
    expect(screen.getByText('يسمح دورك بقراءة هذه القائمة دون تعديلها.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /إلغاء تفعيل/ })).toBeNull();
    view.unmount();
    render('/catalogue/categories', 6, 'Marketer', api, 'ar');
    expect(await screen.findByText('Heritage')).toBeInTheDocument();
    expect(screen.getByTestId('category-icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة فئة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء تفعيل تراث' })).toBeInTheDocument();
  });

  it('adding a category checks both names before sending, then sends the icon after the entry', async () => {
    const api = createFakeApi({
      'GET /api/ExperiencesCategories/All': paged([]),
      'POST /api/ExperiencesCategories/Add': ({ body }: { body: unknown }) => ok({ id: 9, name: 'Falconry', isActive: true, icon: '', ...(body as object) }),
      'POST /api/ExperiencesCategories/UpdateIcon/:id': ok({ id: 9, name: 'Falconry', nameEn: 'Falconry', nameAr: 'الصقارة', isActive: true, icon: 'M1 1h2v2H1z' }),
    });
    render('/catalogue/categories', 1, 'SuperAdmin', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    fireEvent.change(within(dialog).getByLabelText(/^Name in English/), { target: { value: 'Falconry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name in English/)).toHaveValue('Falconry');
    expect(api.calls.some((c) => c.path === '/api/ExperiencesCategories/Add')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Name in Arabic/), { target: { value: 'الصقارة' } });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1h2v2H1z"/></svg>'], 'falcon.svg', { type: 'image/svg+xml' });
    fireEvent.change(within(dialog).getByLabelText(/^Icon/), { target: { files: [svg] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/ExperiencesCategories/Add')!.body).toEqual({ nameEn: 'Falconry', nameAr: 'الصقارة' });
    const icon = api.calls.find((c) => c.path === '/api/ExperiencesCategories/UpdateIcon/9')!.body as FormData;
    expect((icon.get('file') as File).name).toBe('falcon.svg');
  });
});
