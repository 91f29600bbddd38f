import { screen } from '@testing-library/react';
import { messages } from '../../../i18n/messages';
import { contract } from '../../../../contract';
import { renderRemote } from '../../../test/render-remote';

describe('mf-booking', () => {
  it('renders its page at the route its contract declares, in English and Arabic', async () => {
    const path = contract.routes[0].path.replace(/:[A-Za-z]+/g, '1');
    const english = renderRemote(path, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: messages.en['booking.title'] })).toBeInTheDocument();
    expect(screen.getByText(messages.en['booking.visitor'])).toBeInTheDocument();
    english.unmount();
    renderRemote(path, 'ar', true);
    expect(await screen.findByRole('heading', { level: 1, name: messages.ar['booking.title'] })).toBeInTheDocument();
    expect(screen.getByText(messages.ar['booking.signedIn'])).toBeInTheDocument();
  });

  it('has every string in both languages', () => {
    expect(Object.keys(messages.ar).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [id, text] of Object.entries(messages.ar)) expect({ id, translated: text !== messages.en[id] }).toEqual({ id, translated: true });
  });

  it('renders nothing on a path its contract does not declare (the shell shows its 404)', () => {
    const { container } = renderRemote('/not-this-remote', 'en');
    expect(container.querySelector('[data-testid="booking-page"]')).toBeNull();
  });
});
