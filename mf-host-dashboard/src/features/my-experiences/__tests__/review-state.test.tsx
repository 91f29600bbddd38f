import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { messages } from '../../../i18n/messages';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import areaEn from '../../../i18n/en.json';
import areaAr from '../../../i18n/ar.json';
import { approvedHost, bilingualNote, rejectedNote, reviewListings, sentBackNote } from '../../../shared/listing/__tests__/review-fixtures';

/**
 * A live listing keeps its status ("Published") while an edit of it is reviewed, sent back or
 * rejected: the card says where the edit stands and shows the moderator's note, so a host does
 * not have to open Edit to learn that their edit came back.
 */
const paged = <T,>(data: T[]) => ({ ...ok(data), pageNumber: 1, totalPages: 1 });
const listings = reviewListings;
const note = sentBackNote;

describe.each([
  ['en', { ...areaEn, ...en }],
  ['ar', { ...areaAr, ...ar }],
] as const)('my experiences: where an edit of a live listing stands (%s)', (locale, t) => {
  const m: Record<string, string> = t;
  const render = () => {
    const api = createFakeApi({ 'GET /api/Experiences/HostList': paged(listings) });
    renderRemote(<App />, { name: 'mf-host-dashboard', messages, route: '/my-experiences', locale, user: approvedHost(), props: { api } as never });
    return api;
  };

  /** The card of listing `id` once shown, with its status pill and its edit's label (none for `null`). */
  const cardOf = async (id: number, status: string, edit: string | null) => {
    const card = within(await screen.findByTestId(`experience-${id}`));
    expect(card.getByText(m[`host.listingStatus.${status}`])).toBeInTheDocument();
    if (edit) expect(card.getByTestId('edit-status')).toHaveTextContent(m[`host.review.editStatus.${edit}`]);
    else expect(card.queryByTestId('edit-status')).toBeNull();
    return card;
  };

  it('an edit sent back: still published, "edit sent back", the note on the card; Edit (described by the note) and Submit', async () => {
    render();
    const card = await cardOf(1, 'approved', 'resubmit');
    expect(card.getByText(t['host.review.editNotLive'])).toBeInTheDocument();
    const shown = card.getByTestId('card-moderation-note');
    expect(shown).toHaveTextContent(t['host.review.note']);
    expect(shown).toHaveTextContent(note);
    expect(card.getByRole('button', { name: t['host.experiences.edit'] })).toHaveAccessibleDescription(`${t['host.review.note']} ${note}`);
    expect(card.getByRole('button', { name: t['host.experiences.submit'] })).toBeInTheDocument();
  });

  it('an edit in review: "edit in review", no note, and no Edit (editing would withdraw it from the queue)', async () => {
    render();
    const card = await cardOf(2, 'approved', 'pending');
    expect(card.getByText(t['host.review.editNotLive'])).toBeInTheDocument();
    expect(card.queryByTestId('card-moderation-note')).toBeNull();
    expect(card.queryByRole('button', { name: t['host.experiences.edit'] })).toBeNull();
    expect(card.queryByRole('button', { name: t['host.experiences.submit'] })).toBeNull();
  });

  it('a paused listing whose edit was rejected, and a never-approved listing sent back: the note on the card', async () => {
    render();
    const paused = await cardOf(3, 'pause', 'rejected');
    expect(paused.getByTestId('card-moderation-note')).toHaveTextContent(rejectedNote);
    expect(paused.getByRole('button', { name: t['host.experiences.edit'] })).toBeInTheDocument();
    // its status says it all: no edit label, but the note is there
    const sentBack = await cardOf(4, 'resubmit', null);
    // its English and Arabic lines each in its own direction, from its own side, in either UI
    const text = within(sentBack.getByTestId('card-moderation-note')).getByText((_, el) => el?.tagName === 'P' && el.textContent === bilingualNote);
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveStyle({ unicodeBidi: 'plaintext', textAlign: 'start' });
  });

  it('a listing with no edit says nothing more; Edit opens the wizard', async () => {
    render();
    const card = await cardOf(5, 'approved', null);
    expect(card.queryByText(t['host.review.editNotLive'])).toBeNull();
    expect(card.queryByTestId('card-moderation-note')).toBeNull();
    fireEvent.click(card.getByRole('button', { name: t['host.experiences.edit'] }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
