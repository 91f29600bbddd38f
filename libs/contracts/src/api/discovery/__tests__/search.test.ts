import { addFavouriteBodySchema, askQuestionBodySchema } from '../index';
import { experiencesListQuerySchema, experiencesMapQuerySchema } from '../search';
import { isAvailableQuerySchema } from '../availability';

describe('discovery query contracts', () => {
  test('a single key and repeated keys both give arrays; booleans and numbers are coerced', () => {
    const q = experiencesListQuerySchema.parse({ Types: '1', CateIds: ['2', '3'], IncludeFood: 'true', InstantBooking: 'false', RateMin: '4.5', Title: '  camp ' });
    expect(q).toMatchObject({ Types: [1], CateIds: [2, 3], IncludeFood: true, InstantBooking: false, RateMin: 4.5, Title: 'camp', Size: 20, SortBy: 'recommended' });
  });
  test('invalid values are refused', () => {
    for (const bad of [{ Date: '2026-02-30' }, { Date: '01/06/2026' }, { Types: '4' }, { Languages: 'xx' }, { Size: '51' }, { GuestMinimumAge: '101' }, { SortBy: 'random' }]) {
      expect(experiencesListQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
  test('map bounds and limit', () => {
    expect(experiencesMapQuerySchema.parse({ SwLat: '24', SwLng: '46', NeLat: '25', NeLng: '47' })).toMatchObject({ SwLat: 24, NeLng: 47, Limit: 500 });
    expect(experiencesMapQuerySchema.safeParse({ SwLat: '95' }).success).toBe(false);
  });
  test('availability defaults: one adult, no children, not private', () => {
    expect(isAvailableQuerySchema.parse({ Date: '2026-06-01' })).toEqual({ Date: '2026-06-01', AdultsQTY: 1, ChildrenQTY: 0, IsPrivate: false });
  });
  test('bodies: favourite ids are numeric strings; questions 5–500 characters with message ids', () => {
    expect(addFavouriteBodySchema.parse({ experienceId: '7', favouriteNameId: '12' })).toEqual({ experienceId: 7, favouriteNameId: '12' });
    expect(addFavouriteBodySchema.safeParse({ experienceId: 7, favouriteNameId: 'abc' }).success).toBe(false);
    const r = askQuestionBodySchema.safeParse({ question: 'Hi' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('validation.min5');
  });
});
