import { screen, within } from '@testing-library/react';
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
 * `/my-experiences/details/{id}` says where the listing stands with moderation as its card does:
 * a live listing whose edit is saved, reviewed, sent back or rejected shows the edit's state beside
 * its status, that guests see the published version, and the note of a decision that stands —
 * whole here (the card stops it after four lines), each of its lines in its own direction.
 */
const listings = reviewListings;

describe.each([
  ['en', { ...areaEn, ...en }],
  ['ar', { ...areaAr, ...ar }],
] as const)('listing details: where an edit stands, and the note (%s)', (locale, t) => {
  const m: Record<string, string> = t;
  /** The details page of listing `id`, once shown. */
  const open = async (id: number) => {
    const listing = listings.find((l) => l.id === id)!;
    const api = createFakeApi({ [`GET /api/Experiences/HostDetails/${id}`]: ok(listing) });
    renderRemote(<App />, { name: 'mf-host-dashboard', messages, route: `/my-experiences/details/${id}`, locale, user: approvedHost(), props: { api } as never });
    const page = within(await screen.findByTestId('host-listing-details-page'));
    expect(await page.findByRole('heading', { level: 2, name: listing.name })).toBeInTheDocument();
    return page;
  };

  it('an edit sent back: still published, "edit sent back", guests see the published version, the whole note', async () => {
    const page = await open(1);
    expect(page.getByText(m['host.listingStatus.approved'])).toBeInTheDocument();
    expect(page.getByTestId('edit-status')).toHaveTextContent(m['host.review.editStatus.resubmit']);
    expect(page.getByText(m['host.review.editNotLive'])).toBeInTheDocument();
    const shown = page.getByTestId('details-moderation-note');
    expect(shown).toHaveTextContent(m['host.review.note']);
    expect(shown).toHaveTextContent(sentBackNote);
  });

  it('an edit in review: "edit in review", and no note (the earlier one asks nothing any more)', async () => {
    const page = await open(2);
    expect(page.getByTestId('edit-status')).toHaveTextContent(m['host.review.editStatus.pending']);
    expect(page.getByText(m['host.review.editNotLive'])).toBeInTheDocument();
    expect(page.queryByTestId('details-moderation-note')).toBeNull();
  });

  it('a paused listing whose edit was rejected: paused, "edit rejected", the note', async () => {
    const page = await open(3);
    // the pill, then the pause window's label
    expect(page.getAllByText(m['host.listingStatus.pause'])).toHaveLength(2);
    expect(page.getByTestId('edit-status')).toHaveTextContent(m['host.review.editStatus.rejected']);
    expect(page.getByTestId('details-moderation-note')).toHaveTextContent(rejectedNote);
  });

  it('a never-approved listing sent back: its status says it, no edit label, the note', async () => {
    const page = await open(4);
    expect(page.getByText(m['host.listingStatus.resubmit'])).toBeInTheDocument();
    expect(page.queryByTestId('edit-status')).toBeNull();
    expect(page.queryByText(m['host.review.editNotLive'])).toBeNull();
    // the whole note, both lines as written (the card's four-line clamp is the card's)
    const text = within(page.getByTestId('details-moderation-note')).getByText((_, el) => el?.tagName === 'P' && el.textContent === bilingualNote);
    expect(text).toHaveAttribute('dir', 'auto');
    // each line in its own direction, from its own side, in either UI
    expect(text).toHaveStyle({ unicodeBidi: 'plaintext', textAlign: 'start' });
    expect(getComputedStyle(text).webkitLineClamp ?? '').toBe('');
  });

  it('a listing with no edit says nothing more', async () => {
    const page = await open(5);
    expect(page.getByText(m['host.listingStatus.approved'])).toBeInTheDocument();
    expect(page.queryByTestId('edit-status')).toBeNull();
    expect(page.queryByText(m['host.review.editNotLive'])).toBeNull();
    expect(page.queryByTestId('details-moderation-note')).toBeNull();
  });
});
