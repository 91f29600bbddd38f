import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import * as z from 'zod/mini';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { useRemote } from '@tajriba/federation';
import { getSession, prefsStore, usePrefs, useSession } from '@tajriba/session';
import { makeUser, renderRemote, resetShellState } from '../index';

const messages = {
  en: { 'kit.hello': 'Hello, {name}', 'kit.visitor': 'Welcome, visitor' },
  ar: { 'kit.hello': 'مرحبًا، {name}', 'kit.visitor': 'أهلًا بالزائر' },
};

const Swatch = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

function Probe() {
  const intl = useIntl();
  const session = useSession();
  const prefs = usePrefs();
  const { id } = useParams();
  const navigate = useNavigate();
  const { api } = useRemote();
  const name = useQuery({ queryKey: ['kit', id], queryFn: async () => (await api.get(`/api/kit/${id}`, z.object({ data: z.string() }))).data });
  return (
    <main dir={prefs.dir} data-theme={prefs.theme}>
      <h1>{session.user ? intl.formatMessage({ id: 'kit.hello' }, { name: session.user.fullName }) : intl.formatMessage({ id: 'kit.visitor' })}</h1>
      <Swatch data-testid="swatch">{intl.formatMessage({ id: 'validation.required' })}</Swatch>
      <p>{name.data ?? '…'}</p>
      <button onClick={() => navigate('/things/43?x=1')}>next</button>
    </main>
  );
}

describe('renderRemote', () => {
  it('mounts a piece inside the shell’s providers: strings in English, the router at its route, the fake API, signed out', async () => {
    const api = createFakeApi({ 'GET /api/kit/:id': (req: { params: Record<string, string> }) => ok(`thing ${req.params.id}`) });
    const view = renderRemote(<Probe />, { name: 'mf-kit', messages, route: '/things/42', path: '/things/:id', api });
    expect(screen.getByRole('heading', { name: 'Welcome, visitor' })).toBeInTheDocument();
    expect(await screen.findByText('thing 42')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('dir', 'ltr');
    expect(view.location()).toBe('/things/42');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(view.location()).toBe('/things/43?x=1');
    expect(await screen.findByText('thing 43')).toBeInTheDocument();
  });

  it('renders in Arabic, right to left and dark, signed in as the fixture user', () => {
    const user = makeUser({ fullName: 'سارة القحطاني' });
    renderRemote(<Probe />, { name: 'mf-kit', messages, locale: 'ar', theme: 'dark', user });
    expect(screen.getByRole('heading', { name: 'مرحبًا، سارة القحطاني' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('main')).toHaveAttribute('data-theme', 'dark');
    // the platform's common strings are merged under the remote's own
    expect(screen.getByTestId('swatch')).toHaveTextContent('هذا الحقل مطلوب');
    expect(getSession().user?.id).toBe(user.id);
  });

  it('signs in as a host with `user: makeUser({ host: true })`', () => {
    renderRemote(<Probe />, { name: 'mf-kit', messages, user: makeUser({ host: true }) });
    expect(getSession()).toMatchObject({ isSignedIn: true, isHost: true });
  });
});

describe('resetShellState', () => {
  it('puts the page back to a first visit: signed out, English, light, nothing stored', () => {
    const view = renderRemote(<Probe />, { name: 'mf-kit', messages, user: true, theme: 'dark', locale: 'ar' });
    localStorage.setItem('tj:prefs', '{"locale":"ar"}');
    view.unmount();
    resetShellState();
    expect(getSession().isSignedIn).toBe(false);
    expect({ locale: prefsStore.locale, theme: prefsStore.theme }).toEqual({ locale: 'en', theme: 'light' });
    expect(localStorage.length).toBe(0);
  });
});
