import { meetingPointOf } from '../src/services/booking';

/** Where the confirmation page's map points (issue 12: "map for atHost"). */
const base = { experienceTypeId: 1, hostLocation: null, latitude: 24.63, longitude: 46.71, locationEn: 'Masmak Fortress', locationAr: 'قصر المصمك' };

describe('meeting point of an order', () => {
  test("atHost: the experience's place, named in the page's language", () => {
    expect(meetingPointOf(base, false)).toEqual({ name: 'Masmak Fortress', latitude: 24.63, longitude: 46.71, separate: false });
    expect(meetingPointOf(base, true)?.name).toBe('قصر المصمك');
  });

  test("the host's separate meeting point wins when it has coordinates", () => {
    const hostLocation = { isMeetingLocationDifferentFromEvent: true, meetingLocationName: { en: 'Gate 2', ar: 'البوابة ٢' }, meetingLocationLatitude: 24.64, meetingLocationLongitude: 46.72 };
    expect(meetingPointOf({ ...base, hostLocation }, true)).toEqual({ name: 'البوابة ٢', latitude: 24.64, longitude: 46.72, separate: true });
    // flagged but without coordinates: the place itself
    expect(meetingPointOf({ ...base, hostLocation: { ...hostLocation, meetingLocationLatitude: null } }, false)?.separate).toBe(false);
  });

  test('atGuest and online have none; an atHost place without coordinates has none', () => {
    expect(meetingPointOf({ ...base, experienceTypeId: 2 }, false)).toBeNull();
    expect(meetingPointOf({ ...base, experienceTypeId: 3 }, false)).toBeNull();
    expect(meetingPointOf({ ...base, latitude: null }, false)).toBeNull();
  });
});
