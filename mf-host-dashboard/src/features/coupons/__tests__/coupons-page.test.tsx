import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { renderRemote } from '../../../test/render-remote';

const paged = <T,>(data: T[]) => ({ ...ok(data), pageNumber: 1, totalPages: 1 });
const listing = {
  id: 42, name: 'Desert stargazing', imagePath: null, type: 1, categoryName: null, cityName: null, status: { id: 5, name: 'approved' }, instantBooking: false, finalPrice: 300,
  ratingsAverage: null, ratingsCount: 0, upcomingBookings: 0, pauseFrom: null, pauseTo: null, lastModificationDate: '2026-11-01T00:00:00Z', creationDate: '2026-01-01T00:00:00Z',
};
const coupon = { id: 7, experienceId: 42, experienceName: 'Desert stargazing', code: 'STARS10', name: 'Stars', type: 'percentage', value: 10, validUntil: null, maxUsagePerUser: null, uses: 3, creationDate: '2026-11-01T00:00:00Z' };

describe('/coupons', () => {
  it('lists coupons; the add modal refuses bad input under the fields, keeps it, and sends a valid coupon', async () => {
    const api = createFakeApi({
      'GET /api/Coupons/HostList': paged([coupon]),
      'GET /api/Experiences/HostList': paged([listing]),
      'POST /api/Coupons/Add': ok({ ...coupon, id: 8, code: 'SPRING25', name: 'Spring', value: 25, uses: 0 }),
    });
    renderRemote('/coupons', 'en', true, { api });
    expect(await screen.findByText('STARS10')).toBeInTheDocument();
    expect(screen.getByText('No end date')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await within(dialog).findByRole('option', { name: 'Desert stargazing' });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText(/^Discount$|^Discount\b/), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('A percentage cannot be above 100.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/^Code/)).toHaveValue('X');
    expect(api.calls.some((c) => c.path === '/api/Coupons/Add')).toBe(false);

    // the native select's option values are indexes (the DS keeps the ids' types)
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Experience/ }), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'spring25' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText(/^Discount\b/), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByLabelText(/^Days/), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/Coupons/Add')!.body).toEqual({
      experienceId: 42, code: 'SPRING25', name: 'Spring', type: 'percentage', value: '25', duration: { days: '30', hrs: '0', mins: '0' }, maxUsagePerUser: null,
    });
  });

  it("shows the API's reason under the field in Arabic and keeps the dialog open", async () => {
    const api = createFakeApi({
      'GET /api/Coupons/HostList': paged([coupon]),
      'GET /api/Experiences/HostList': paged([listing]),
      'PUT /api/Coupons/Edit/:id': fail(400, ['error.validationFailed'], { code: ['validation.max50'] }),
    });
    renderRemote('/coupons', 'ar', true, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل القسيمة STARS10' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل القسيمة' });
    expect(within(dialog).getByLabelText(/^الرمز/)).toHaveValue('STARS10');
    await within(dialog).findByRole('option', { name: 'Desert stargazing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ القسيمة' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/Coupons/Edit/7')).toBe(true));
    expect(await within(dialog).findByText(/50/)).toBeInTheDocument();
  });
});
