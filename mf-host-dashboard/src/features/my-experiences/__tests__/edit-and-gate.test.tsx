import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { makeUser } from '@tajriba/contracts/testing';
import { renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { messages } from '../../../i18n/messages';

const listing = {
  id: 42, name: 'Desert stargazing', imagePath: null, type: 1, categoryName: null, cityName: null, status: { id: 5, name: 'approved' }, instantBooking: false, finalPrice: 300,
  ratingsAverage: null, ratingsCount: 0, upcomingBookings: 0, pauseFrom: null, pauseTo: null, lastModificationDate: '2026-11-01T00:00:00Z', creationDate: '2026-01-01T00:00:00Z',
};
const paged = <T,>(data: T[]) => ({ ...ok(data), pageNumber: 1, totalPages: 1 });
type ParcelProps = { domElement: HTMLElement; input?: { experienceId?: number }; onClose: (r: unknown) => void };

/** A stand-in for another remote's parcel: shows what it was given and closes with `result`. */
const fakeParcel = (label: (p: ParcelProps) => string, result: unknown) => ({
  bootstrap: async () => undefined,
  mount: async (p: ParcelProps) => {
    const text = document.createElement('p');
    text.textContent = label(p);
    const done = document.createElement('button');
    done.textContent = 'finish';
    done.onclick = () => p.onClose(result);
    p.domElement.append(text, done);
  },
  unmount: async (p: ParcelProps) => {
    p.domElement.replaceChildren();
  },
});

describe('my experiences: the wizard edit modal and the work-papers gate (parcels)', () => {
  it("Edit opens mf-host-wizard's edit-experience parcel with the listing; a saved edit refreshes the list", async () => {
    const api = createFakeApi({ 'GET /api/Experiences/HostList': paged([listing]) });
    const loadModule = jest.fn(async () => fakeParcel((p) => `editing ${p.input?.experienceId}`, { saved: true, experienceId: 42, status: 'pending' }));
    const host = makeUser({ host: true, currentRole: { id: 7, name: 'Host' } as never, workPapersStatus: { id: 2, name: 'approved' } as never });
    renderRemote(<App />, { name: 'mf-host-dashboard', messages, route: '/my-experiences', locale: 'en', user: host, props: { api, loadModule } as never });
    const card = await screen.findByTestId('experience-42');
    expect(within(card).getByRole('link', { name: 'Desert stargazing' })).toHaveAttribute('href', '/my-experiences/details/42');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Desert stargazing”' });
    expect(await within(dialog).findByText('editing 42')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('mf-host-wizard', 'edit-experience');
    const before = api.calls.filter((c) => c.path === '/api/Experiences/HostList').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/Experiences/HostList').length).toBeGreaterThan(before));
  });

  it('the wizard saving an experience anywhere on the page (host-wizard:experience-saved) refreshes the listings with their new status', async () => {
    let status = { id: 5, name: 'approved' };
    const api = createFakeApi({ 'GET /api/Experiences/HostList': () => paged([{ ...listing, status }]) });
    const host = makeUser({ host: true, currentRole: { id: 7, name: 'Host' } as never, workPapersStatus: { id: 2, name: 'approved' } as never });
    const { bus } = renderRemote(<App />, { name: 'mf-host-dashboard', messages, route: '/my-experiences', locale: 'ar', user: host, props: { api } as never });
    const card = await screen.findByTestId('experience-42');
    const pendingLabel = (messages.ar as Record<string, string>)['host.listingStatus.pending'];
    expect(within(card).queryByText(pendingLabel)).toBeNull();
    status = { id: 2, name: 'pending' };
    bus.emit('host-wizard:experience-saved', { experienceId: 42, status: 'pending', submitted: true });
    expect(await within(await screen.findByTestId('experience-42')).findByText(pendingLabel)).toBeInTheDocument();
  });

  it("a host whose work papers are not approved sees mf-verification's gate instead of the page; it lets the page through once approved", async () => {
    const api = createFakeApi({ 'GET /api/Experiences/HostList': paged([listing]) });
    const loadModule = jest.fn(async () => fakeParcel(() => 'work papers needed', { approved: true }));
    const host = makeUser({ host: true, currentRole: { id: 7, name: 'Host' } as never, workPapersStatus: { id: 1, name: 'pending' } as never });
    renderRemote(<App />, { name: 'mf-host-dashboard', messages, route: '/my-experiences', locale: 'ar', user: host, props: { api, loadModule } as never });
    expect(await screen.findByText('work papers needed')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('mf-verification', 'gate');
    expect(screen.queryByTestId('experience-42')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByTestId('experience-42')).toBeInTheDocument();
  });

  it('the area frame stays mounted from tab to tab: the same tabs, and the gate parcel mounted once while the title follows the page', async () => {
    const api = createFakeApi({ 'GET /api/Experiences/HostList': paged([listing]) });
    const gate = fakeParcel(() => 'work papers needed', { approved: true });
    const mount = jest.spyOn(gate, 'mount');
    const loadModule = jest.fn(async () => gate);
    const host = makeUser({ host: true, currentRole: { id: 7, name: 'Host' } as never, workPapersStatus: { id: 1, name: 'pending' } as never });
    renderRemote(<App />, { name: 'mf-host-dashboard', messages, route: '/my-experiences', locale: 'ar', user: host, props: { api, loadModule } as never });
    const text = await screen.findByText('work papers needed');
    const tabs = screen.getByRole('navigation', { name: messages.ar['host.nav.label'] });
    const frame = screen.getByTestId('host-frame');
    fireEvent.click(within(tabs).getByRole('link', { name: messages.ar['host.nav.dashboard'] }));
    expect(await screen.findByRole('heading', { level: 1, name: messages.ar['host.dashboard.title'] })).toBeInTheDocument();
    expect(screen.getByTestId('host-frame')).toBe(frame);
    expect(screen.getByRole('navigation', { name: messages.ar['host.nav.label'] })).toBe(tabs);
    expect(screen.getByText('work papers needed')).toBe(text);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(within(tabs).getByRole('link', { name: messages.ar['host.nav.dashboard'] })).toHaveAttribute('aria-current', 'page');
  });
});

