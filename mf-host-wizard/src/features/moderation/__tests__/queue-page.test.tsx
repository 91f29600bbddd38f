import { screen, within } from '@testing-library/react';
import { createFakeApi } from '@tajriba/api-client/testing';
import { hostListResponseSchema, type SubmissionKind } from '@tajriba/contracts/host-wizard';
import { makeUser, renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { catalogues } from '../../../i18n/catalogues';
import { messages } from '../../../i18n/messages';

/**
 * The moderation queue says what each row is: a first submission, one the host sent again after a
 * send-back, or an edit of a live listing — from the API's `submissionKind`, never from the status
 * alone (a resubmitted, never-approved listing is "pending" like a new one).
 */
jest.setTimeout(60_000);

const staff = () => makeUser({ currentRole: { id: 5, name: 'Moderator' }, roles: [{ id: 5, name: 'Moderator' }] } as never);
const row = (id: number, name: string, status: { id: number; name: string }, submissionKind: SubmissionKind, afterReview = submissionKind === 'resubmitted') => ({
  id,
  name,
  type: { id: 1, name: 'atHost' },
  status,
  hasPendingChanges: submissionKind === 'revision',
  submissionKind,
  afterReview,
  moderationNote: null,
  imagePath: null,
  cityName: 'Riyadh',
  categoryName: 'Heritage walks',
  finalPrice: 120,
  hostId: 9,
  hostName: 'Wizard Host',
  submittedAt: '2026-11-20T09:00:00.000Z',
  creationDate: '2026-11-01T09:00:00.000Z',
  lastModificationDate: '2026-11-20T09:00:00.000Z',
});

function api() {
  const pending = { id: 2, name: 'pending' };
  const page = hostListResponseSchema.parse({
    data: [row(11, 'First walk', pending, 'new'), row(12, 'Second round walk', pending, 'resubmitted'), row(13, 'Live walk', { id: 5, name: 'approved' }, 'revision'), row(14, 'Live walk, second round', { id: 5, name: 'approved' }, 'revision', true)],
    totalPages: 1,
    totalRecords: 4,
    pageNumber: 1,
    succeeded: true,
    errors: [],
    fieldsErrors: {},
  });
  return createFakeApi({ 'GET /api/Experiences/ModerationQueue': page });
}

describe('moderation queue', () => {
  it.each(['en', 'ar'] as const)('labels a new submission, a resubmission after review, an edit of a live listing and its second round (%s)', async (locale) => {
    const m = messages[locale] as Record<string, string>;
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/experiences-review', locale, user: staff(), api: api() });
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.moderation.title'] });
    const kind = (id: number) => screen.getByTestId(`queue-kind-${id}`);
    expect(await screen.findByTestId('queue-kind-11')).toHaveTextContent(m['host-wizard.moderation.kind.new']);
    expect(kind(12)).toHaveTextContent(m['host-wizard.moderation.kind.resubmitted']);
    expect(kind(12)).not.toHaveTextContent(m['host-wizard.moderation.kind.new']);
    expect(kind(13)).toHaveTextContent(m['host-wizard.moderation.kind.revision']);
    expect(kind(13)).not.toHaveTextContent(m['host-wizard.moderation.kind.revisionResubmitted']);
    // an edit of a live listing sent back and submitted again says it is a second round
    expect(kind(14)).toHaveTextContent(m['host-wizard.moderation.kind.revisionResubmitted']);
    expect(kind(14)).toHaveAttribute('data-kind', 'revisionResubmitted');
    expect(within(screen.getByRole('row', { name: /Second round walk/ })).getByRole('link')).toHaveAttribute('href', '/experiences-review/12');
  });
});
