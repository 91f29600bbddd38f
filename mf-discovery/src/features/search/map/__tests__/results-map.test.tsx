import { useEffect, type ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapPoint } from '@tajriba/contracts/discovery';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { renderDiscovery } from '../../../../testing/render-discovery';
import { emptyFilters } from '../../../../shared/search/search-params';
import ResultsMap, { liveMapMemory } from '../results-map';

/**
 * The live map (MapLibre, WebGL) cannot run in jsdom: a stand-in with the same props says when it
 * was loaded, draws its first frame at once and places markers plainly. What is under test is the
 * preview and the hand-over.
 */
const mockLive = { rendered: 0, calls: [] as string[] };
jest.mock('../live-map', () => {
  const Marker = ({ children }: { children: ReactNode }) => <div data-live-marker="">{children}</div>;
  const Popup = ({ children }: { children: ReactNode }) => <div data-live-popup="">{children}</div>;
  return {
    __esModule: true,
    default: function FakeLiveMap(props: { mapRef: { current: unknown }; onReady(): void; children(kit: { Marker: unknown; Popup: unknown }): ReactNode }) {
      mockLive.rendered++;
      // what the page asks of react-map-gl's MapRef
      props.mapRef.current ??= {
        project: () => ({ x: 0, y: 0 }),
        on: () => undefined,
        off: () => undefined,
        getZoom: () => 5,
        getBounds: () => ({ getWest: () => 30, getSouth: () => 15, getEast: () => 60, getNorth: () => 32 }),
        getContainer: () => ({ clientHeight: 460 }),
        easeTo: () => mockLive.calls.push('easeTo'),
        flyTo: () => mockLive.calls.push('flyTo'),
        zoomIn: () => mockLive.calls.push('zoomIn'),
        zoomOut: () => mockLive.calls.push('zoomOut'),
      };
      useEffect(() => props.onReady(), []); // eslint-disable-line react-hooks/exhaustive-deps
      return <div data-testid="live-map">{props.children({ Marker, Popup })}</div>;
    },
  };
});

const point = (id: number, longitude: number, latitude: number, name: string): MapPoint => ({
  id,
  longitude,
  latitude,
  name,
  finalPrice: 250 + id,
  imagePath: null,
  ratingsAverage: 4.8,
  ratingsCount: 12,
  ratingStatus: 'rated',
  type: { id: 1, name: 'atHost' },
  cityName: 'Riyadh',
  categoryName: 'Food & Cooking',
});
// two far apart: two price pins, no cluster, at the fitted zoom
const points = [point(1, 39.19, 21.49, 'Jeddah harbour walk'), point(2, 50.09, 26.42, 'Dammam dhow trip')];
const api = () =>
  createFakeApi({
    'GET /api/Home/ExperiencesMap': () => ({ ...ok(points), total: points.length }),
    'GET /api/Home/CitiesSearch': () => ok([{ id: 1, name: 'Riyadh', regionId: 1, regionName: 'Riyadh', latitude: 24.7136, longitude: 46.6753, experiencesCount: 2 }]),
  });

// jsdom lays nothing out: the frame says it is 380 × 460 px, like a phone's.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(380);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(460);
});
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  mockLive.rendered = 0;
  mockLive.calls = [];
  liveMapMemory.used = false;
});

describe('the results map', () => {
  it('opens as a preview — basemap, price pins, names, credit — without loading the live map', async () => {
    renderDiscovery(<ResultsMap filters={emptyFilters} />, { api: api(), route: '/search/map', wishlistPicker: false });
    const map = screen.getByTestId('results-map');
    const pins = await within(map).findAllByTestId('map-price');
    expect(pins.map((p) => p.textContent)).toHaveLength(2);
    expect(map).toHaveAttribute('data-map-stage', 'preview');
    // the land is drawn once the shapes arrive
    await waitFor(() => expect(within(map).getByTestId('map-preview-basemap').querySelectorAll('path[d^="M"]').length).toBeGreaterThan(2));
    expect(within(map).getByTestId('map-credit')).toHaveTextContent('Natural Earth · © OpenStreetMap contributors, ODbL');
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(map).getByText('Riyadh')).toBeInTheDocument();
    // the two pins sit inside the frame, 100 px in from the sides the box touches
    const xs = pins.map((p) => Number(/translate\(([\d.-]+)px/.exec((p.parentElement as HTMLElement).style.transform)?.[1]));
    expect(Math.min(...xs)).toBe(100);
    expect(Math.max(...xs)).toBe(280);
    expect(mockLive.rendered).toBe(0);
    expect(screen.queryByTestId('live-map')).toBeNull();
  });

  it('a tapped pin loads the live map, which opens that pin\'s info window', async () => {
    const user = userEvent.setup();
    renderDiscovery(<ResultsMap filters={emptyFilters} />, { api: api(), route: '/search/map', wishlistPicker: false });
    const map = screen.getByTestId('results-map');
    const pin = (await within(map).findAllByRole('button', { name: /Dammam dhow trip/ }))[0];
    await user.click(pin);
    expect(await screen.findByTestId('live-map', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(map).toHaveAttribute('data-map-stage', 'live'));
    // the preview made way; the pins are the live map's now
    expect(screen.queryByTestId('map-preview')).toBeNull();
    const info = await screen.findByTestId('map-info-window');
    expect(within(info).getByRole('link', { name: /Dammam dhow trip/ })).toHaveAttribute('href', '/experiences/details/2');
    // the live map brought the pin low enough for its window
    expect(mockLive.calls).toEqual(['easeTo']);
  });

  it('a zoom button on the preview is done by the live map', async () => {
    const user = userEvent.setup();
    renderDiscovery(<ResultsMap filters={emptyFilters} />, { api: api(), route: '/search/map', wishlistPicker: false });
    const map = screen.getByTestId('results-map');
    await within(map).findAllByTestId('map-price');
    await user.click(within(map).getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(map).toHaveAttribute('data-map-stage', 'live'));
    expect(mockLive.calls).toEqual(['zoomOut']);
  });

  it('the guest reaching for the map (a touch, the wheel) loads the live map; nothing else does', async () => {
    renderDiscovery(<ResultsMap filters={emptyFilters} />, { api: api(), route: '/search/map', wishlistPicker: false });
    const map = screen.getByTestId('results-map');
    await within(map).findAllByTestId('map-price');
    fireEvent.pointerEnter(map, { pointerType: 'touch' });
    expect(map).toHaveAttribute('data-map-stage', 'preview');
    fireEvent.wheel(map);
    expect(await screen.findByTestId('live-map', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(map).toHaveAttribute('data-map-stage', 'live'));
  });

  it('a keyboard user on a preview pin keeps the focus on that pin once the map is live', async () => {
    const user = userEvent.setup();
    renderDiscovery(<ResultsMap filters={emptyFilters} />, { api: api(), route: '/search/map', wishlistPicker: false });
    const map = screen.getByTestId('results-map');
    await within(map).findAllByTestId('map-price');
    // Tab reaches the first pin: the map goes live, and the live map's pin for it takes the focus
    while (!document.activeElement?.matches('[data-testid="map-price"]')) await user.tab();
    const key = document.activeElement.getAttribute('data-pin-key');
    await waitFor(() => expect(map).toHaveAttribute('data-map-stage', 'live'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-pin-key')).toBe(key));
    expect(document.activeElement?.closest('[data-testid="live-map"]')).not.toBeNull();
  });

  it('speaks Arabic: the credit and controls, pins in Arabic digits', async () => {
    renderDiscovery(<ResultsMap filters={emptyFilters} />, { api: api(), route: '/search/map', locale: 'ar', wishlistPicker: false });
    const map = screen.getByTestId('results-map');
    const pins = await within(map).findAllByTestId('map-price');
    expect(pins[0].textContent).toMatch(/[٠-٩]/);
    expect(within(map).getByTestId('map-credit')).toHaveTextContent('OpenStreetMap');
    expect(within(map).getByRole('button', { name: 'تكبير' })).toBeInTheDocument();
  });
});
