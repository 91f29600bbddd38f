import type { HostExperience } from '@tajriba/contracts/host';
import { makeUser } from '@tajriba/contracts/testing';

/**
 * Listings in every state the review pieces tell apart (`review-state.tsx`), for the two pages that
 * show them, the listings' cards and a listing's details: a live listing whose edit was sent back,
 * one whose edit waits for review (its earlier note asks nothing any more), a paused one whose edit
 * was rejected, a never-approved one sent back with a note in English and Arabic, one with no edit.
 */
const base: HostExperience = {
  id: 0, name: '', imagePath: null, type: 1, categoryName: 'Heritage walks', cityName: 'Riyadh', status: { id: 5, name: 'approved' }, instantBooking: false, finalPrice: 300,
  ratingsAverage: null, ratingsCount: 0, upcomingBookings: 0, pauseFrom: null, pauseTo: null, editStatus: null, moderationNote: null,
  lastModificationDate: '2026-11-01T00:00:00Z', creationDate: '2026-01-01T00:00:00Z',
};
export const sentBackNote = 'Say in the description how long the walk takes.';
export const rejectedNote = 'A new kind of trip needs a new listing.';
/** One text, an English line then an Arabic line, as the seed's sent-back listing has it. */
export const bilingualNote = 'Add the district.\nأضف اسم الحي.';
export const reviewListings: HostExperience[] = [
  { ...base, id: 1, name: 'Masmak night walk', editStatus: 'resubmit', moderationNote: sentBackNote },
  { ...base, id: 2, name: 'Dunes at dusk', editStatus: 'pending', moderationNote: 'An earlier note, answered since.' },
  { ...base, id: 3, name: 'Falcon morning', status: { id: 6, name: 'pause' }, pauseFrom: '2026-11-20', editStatus: 'rejected', moderationNote: rejectedNote },
  { ...base, id: 4, name: 'Perfume atelier', status: { id: 4, name: 'resubmit' }, moderationNote: bilingualNote },
  { ...base, id: 5, name: 'Coffee at home' },
];
/** A host whose work papers are approved (no gate in front of the page). */
export const approvedHost = () => makeUser({ host: true, currentRole: { id: 7, name: 'Host' } as never, workPapersStatus: { id: 2, name: 'approved' } as never });
