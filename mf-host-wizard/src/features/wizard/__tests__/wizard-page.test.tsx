import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteParcel, type LifeCycles, type RemoteMountProps } from '@tajriba/federation';
import { makeUser, renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { catalogues } from '../../../i18n/catalogues';
import { messages } from '../../../i18n/messages';
import { canSaveDraft, progressOf, stepKeyOf, wizardActions } from '../stores/wizard-store';

const approvedHost = () => makeUser({ workPapersStatus: { id: 2, name: 'approved' } } as never);

describe('mf-host-wizard', () => {
  it('opens the wizard at step 1 for an approved host and moves to the type choice on Continue, in English and Arabic', async () => {
    const english = renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add', locale: 'en', user: approvedHost() });
    expect(await screen.findByRole('heading', { level: 1, name: messages.en['host-wizard.step.1'] })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.en['host-wizard.frame.continue'] }));
    expect(await screen.findByRole('heading', { level: 1, name: messages.en['host-wizard.step.2'] })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.en['host-wizard.frame.saveDraft'] })).toBeNull();
    english.unmount();
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add', locale: 'ar', user: approvedHost() });
    expect(await screen.findByRole('heading', { level: 1, name: messages.ar['host-wizard.step.1'] })).toBeInTheDocument();
  });

  it('mounts mf-verification\'s gate parcel for a host whose papers are not approved, and opens the wizard when it reports approval', async () => {
    let report: ((r: { approved: boolean }) => void) | undefined;
    const gate = createRemoteParcel<RemoteMountProps & { onClose?: (r: { approved: boolean }) => void }>({
      App: ({ onClose }) => {
        report = onClose;
        return <p>the verification gate</p>;
      },
      messages: { en: {}, ar: {} },
      name: 'mf-verification/gate',
    });
    const loadModule = jest.fn(async () => gate as unknown as LifeCycles);
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add', locale: 'en', user: makeUser({ workPapersStatus: { id: 1, name: 'pending' } } as never), props: { loadModule } as never });
    expect(await screen.findByText('the verification gate')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('mf-verification', 'gate');
    expect(screen.queryByTestId('host-wizard')).toBeNull();
    act(() => report?.({ approved: true }));
    expect(await screen.findByTestId('host-wizard')).toBeInTheDocument();
  });

  it('does not gate staff', async () => {
    const loadModule = jest.fn();
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add', locale: 'en', user: makeUser({ currentRole: { id: 2, name: 'Admin' }, workPapersStatus: null } as never), props: { loadModule } as never });
    expect(await screen.findByTestId('host-wizard')).toBeInTheDocument();
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('follows the frame rules: progress, Save draft on 5–17, step 4 by mode, clickable only when completed', () => {
    expect([1, 2, 10, 18].map(progressOf)).toEqual([0, 6, 50, 94]);
    expect([4, 5, 17, 18].map(canSaveDraft)).toEqual([false, true, true, false]);
    expect([stepKeyOf(4, 'atHost'), stepKeyOf(4, 'online'), stepKeyOf(4, 'atGuest'), stepKeyOf(11, 'atHost'), stepKeyOf(18, 'atHost')]).toEqual(['locationStep', 'onlineSetupStep', 'coverageDetailsStep', 'media', null]);
    expect(wizardActions.canOpen({ completed: [3] }, 3)).toBe(true);
    expect(wizardActions.canOpen({ completed: [3] }, 4)).toBe(false);
    expect(wizardActions.canOpen({ completed: [] }, 18)).toBe(true);
  });

  it('has every string in both languages', () => {
    expect(Object.keys(messages.ar).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('renders nothing on a path its contract does not declare (the shell shows its 404)', async () => {
    renderRemote(
      <>
        <App />
        <p>mounted</p>
      </>,
      { name: 'mf-host-wizard', messages: catalogues, route: '/not-this-remote' },
    );
    expect(await screen.findByText('mounted')).toBeInTheDocument();
    expect(screen.queryByTestId('host-wizard')).toBeNull();
  });
});
