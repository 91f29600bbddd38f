import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { renderRemote } from '../../../test/render-remote';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

const list = (id: string, name: string, count = 1) => ({ id, name, experiencesCount: count, coverImagePath: null, creationDate: '2026-01-01T00:00:00Z' });
const card = (id: number, name: string) => ({
  id,
  name,
  imagesPaths: [],
  userFavouriteId: String(id * 10),
  experienceCategory: { id: 1, name: 'Food', icon: 'food' },
  ratingsAverage: null,
  ratingsCount: 0,
  ratingStatus: 'new',
  type: { id: 1, name: 'atHost' },
  cityId: 1,
  cityName: 'Jeddah',
  location: null,
  latitude: null,
  longitude: null,
  shortDescription: '',
  finalPrice: 150,
  keywords: [],
  languages: [],
  willHostPrivateEvent: false,
  instantBooking: true,
  priceType: 'perGuest',
  privateGroupBookingMinimumPrice: null,
  transportationFees: 0,
  hasDiscounts: false,
  isPopular: false,
  host: { id: 5, name: 'Huda', avatarPath: null },
  securityStamp: 'stamp-3',
});
const page = (items: unknown[]) => ({ data: items, succeeded: true, errors: [], fieldsErrors: {}, pageNumber: 1, totalPages: 1, totalRecords: items.length });

describe('wishlists', () => {
  it('lists the guest’s lists; an empty account offers to create one, and a taken name is shown under the field', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/Manage/FavouriteNames': ok([]), 'POST /api/Manage/FavouriteNames': fail(400, ['error.validationFailed'], { name: ['validation.invalidValue'] }) });
    renderRemote('/wishlist', 'en', true, { api });
    await user.click(await screen.findByTestId('list-create-empty', {}, { timeout: 15_000 }));
    await user.type(screen.getByLabelText(en['wishlists.name']), 'Summer');
    await user.click(screen.getByTestId('list-name-save'));
    await waitFor(() => expect(screen.getByLabelText(en['wishlists.name'])).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(en['wishlists.name'])).toHaveValue('Summer');
  });

  it('in a list: moves an experience to another list, renames and deletes the list (Arabic)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/FavouriteNames': ok([list('1', 'Abha'), list('2', 'AlUla', 0)]),
      'GET /api/Manage/FavouriteExperiences': page([{ id: '31', favouriteNameId: '1', creationDate: '2026-01-01T00:00:00Z', experience: card(3, 'Coffee walk') }]),
      'PUT /api/Manage/MoveFavouriteExperience/:id': ok(null),
      'PUT /api/Manage/FavouriteNames/:id': ok(null),
      'DELETE /api/Manage/FavouriteNames/:id': ok(null),
    });
    renderRemote('/wishlist/list/1', 'ar', true, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abha' })).toBeInTheDocument();
    const item = await screen.findByTestId('saved-experience');
    await user.selectOptions(within(item).getByRole('combobox'), 'AlUla');
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/Manage/MoveFavouriteExperience/31')?.body).toEqual({ favouriteNameId: '2' }));

    await user.click(screen.getByRole('button', { name: ar['wishlists.rename'] }));
    const input = screen.getByLabelText(ar['wishlists.name']);
    await user.clear(input);
    await user.type(input, 'أبها');
    await user.click(screen.getByTestId('list-name-save'));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Manage/FavouriteNames/1' && c.method === 'PUT')?.body).toEqual({ name: 'أبها' }));

    await user.click(screen.getByRole('button', { name: ar['wishlists.delete'] }));
    await user.click(await screen.findByTestId('list-delete-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/Manage/FavouriteNames/1')).toBe(true));
  });

  it('a list that is not the guest’s shows “not found”', async () => {
    const api = createFakeApi({ 'GET /api/Manage/FavouriteNames': ok([list('1', 'Abha')]), 'GET /api/Manage/FavouriteExperiences': fail(404, ['error.notFound']) });
    renderRemote('/wishlist/list/99', 'en', true, { api });
    expect(await screen.findByText(en['wishlists.notFoundTitle'])).toBeInTheDocument();
  });
});
