import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok, type FakeRequest } from '@tajriba/api-client/testing';
import type { Question } from '@tajriba/contracts/discovery';
import { createEventBus } from '@tajriba/event-bus';
import { renderDiscovery } from '../../../testing/render-discovery';
import { QuestionsSection } from '../components/questions-section';

const question = (over: Partial<Question> = {}): Question => ({
  id: 1,
  question: 'Is parking available nearby?',
  answer: 'Yes, right by the gate.',
  answerDate: '2026-11-01T10:00:00Z',
  creationDate: '2026-10-30T10:00:00Z',
  lastModificationDate: '2026-10-30T10:00:00Z',
  status: 'visible',
  user: { id: 40, name: 'Omar', avatarPath: null },
  isOwn: false,
  ...over,
});
const paged = (items: Question[]) => ({ ...ok(items), pageNumber: 1, totalPages: 1, totalRecords: items.length });

describe('questions', () => {
  it('lists questions with the host answer; a visitor asking gets the login flow', async () => {
    const user = userEvent.setup();
    const bus = createEventBus();
    const login = jest.fn();
    bus.on('auth:login-requested', login);
    const api = createFakeApi({ 'GET /api/ExperiencesUsersQuestions/List/:id': paged([question()]) });
    renderDiscovery(<QuestionsSection experienceId={12} />, { api, bus, route: '/experiences/details/12' });
    expect(await screen.findByText('Is parking available nearby?')).toBeInTheDocument();
    expect(screen.getByText('Yes, right by the gate.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask the host' }));
    expect(login).toHaveBeenCalledWith({ reason: 'action', redirect: '/experiences/details/12' }, expect.anything());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a signed-in guest asks (5–500 characters), then edits and deletes their own question', async () => {
    const user = userEvent.setup();
    let mine: Question[] = [];
    const api = createFakeApi({
      'GET /api/ExperiencesUsersQuestions/List/:id': paged([question()]),
      'GET /api/ExperiencesUsersQuestions/CurrentGuestQuestions/:id': () => paged(mine),
      'POST /api/ExperiencesUsersQuestions/AskQuestion/:id': (req: FakeRequest) => {
        mine = [question({ id: 9, question: (req.body as { question: string }).question, answer: null, answerDate: null, isOwn: true, user: { id: 7, name: 'Layla', avatarPath: null } })];
        return ok(9);
      },
      'PUT /api/ExperiencesUsersQuestions/Edit/:id': (req: FakeRequest) => {
        mine = [{ ...mine[0], question: (req.body as { question: string }).question }];
        return ok(mine[0]);
      },
      'DELETE /api/ExperiencesUsersQuestions/:id': () => {
        mine = [];
        return ok(null);
      },
    });
    renderDiscovery(<QuestionsSection experienceId={12} />, { api, signedIn: true });
    await screen.findByText('Is parking available nearby?');
    // Nobody can edit someone else's question.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask the host' }));
    const box = screen.getByRole('textbox', { name: /Your question/ });
    await user.type(box, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Enter at least 5 characters.')).toBeInTheDocument();
    expect(box).toHaveValue('Hi');
    await user.type(box, ', can I bring my camera?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Hi, can I bring my camera?')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/ExperiencesUsersQuestions/AskQuestion/12', body: { question: 'Hi, can I bring my camera?' } });
    expect(screen.getByText("Waiting for the host's answer")).toBeInTheDocument();

    const own = screen.getByText('Hi, can I bring my camera?').closest('li')!;
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const edit = within(own).getByRole('textbox');
    await user.clear(edit);
    await user.type(edit, 'Can I bring a tripod?');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Can I bring a tripod?')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.path).toBe('/api/ExperiencesUsersQuestions/Edit/9');

    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(screen.getByText('Can I bring a tripod?').closest('li')!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Can I bring a tripod?')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/ExperiencesUsersQuestions/9');
  });
});
