import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { renderDiscovery } from '../../../testing/render-discovery';
import { LocationField, type LocationValue } from '../search-bar/location-field';

const riyadh = { kind: 'city' as const, id: 1, name: 'Riyadh', parentName: 'Riyadh Region', latitude: 24.7, longitude: 46.7, cityId: 1, regionId: 1 };

function Harness() {
  const [v, setV] = useState<LocationValue>({});
  return (
    <>
      <LocationField value={v} onChange={setV} />
      <button type="button">Next field</button>
    </>
  );
}

describe('"Where" combobox (ARIA combobox pattern)', () => {
  it('closes its list when the focus leaves, and the list is never a tab stop', async () => {
    const user = userEvent.setup();
    renderDiscovery(<Harness />, { api: createFakeApi({ 'GET /api/Home/RegionsSearch': ok([riyadh]) }) });
    const box = screen.getByRole('combobox', { name: 'Where' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('listbox', { name: 'Where' });
    expect(list).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByRole('option', { name: /Riyadh/ })).toBeInTheDocument();

    // Tab goes straight to the next control and the list closes.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('arrows pick an option, Enter chooses it, Esc closes only the list', async () => {
    const user = userEvent.setup();
    renderDiscovery(<Harness />, { api: createFakeApi({ 'GET /api/Home/RegionsSearch': ok([riyadh]) }) });
    const box = screen.getByRole('combobox', { name: 'Where' });
    await user.click(box);
    await screen.findByRole('option', { name: /Riyadh/ });
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toMatch(/-opt-0$/));
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Riyadh');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });
});
