import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@tajriba/event-bus';
import { makeUser } from '@tajriba/testing';
import { renderDiscovery } from '../../../testing/render-discovery';
import { MessageHostButton } from '../message-host-button';

describe('message the host', () => {
  it('asks the shell, on the bus, to open the chat with the host about this experience', async () => {
    const user = userEvent.setup();
    const bus = createEventBus();
    const open = jest.fn();
    bus.on('chat:open-requested', open);
    renderDiscovery(<MessageHostButton hostId={7} experienceId={12} />, { bus, locale: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'راسل المضيف' }));
    expect(open).toHaveBeenCalledWith({ userId: 7, experienceId: 12 }, expect.anything());
  });

  it('from the host profile, without an experience', async () => {
    const user = userEvent.setup();
    const bus = createEventBus();
    const open = jest.fn();
    bus.on('chat:open-requested', open);
    renderDiscovery(<MessageHostButton hostId={7} />, { bus });
    await user.click(await screen.findByRole('button', { name: 'Message the host' }));
    expect(open).toHaveBeenCalledWith({ userId: 7 }, expect.anything());
  });

  it('is not offered to the host on their own experience', () => {
    renderDiscovery(<MessageHostButton hostId={makeUser().id} experienceId={12} />, { signedIn: true });
    expect(screen.queryByTestId('message-host')).toBeNull();
  });
});
