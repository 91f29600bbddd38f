import { notificationHref } from '../targets';

describe("the bell's notification links", () => {
  const base = { isActionable: true, payload: {} };
  it('leads by target, a moderation decision to its listing', () => {
    expect(notificationHref({ ...base, target: { id: 2, name: 'workVerification' } })).toBe('/dashboard');
    expect(notificationHref({ ...base, payload: { experienceId: 7 }, target: { id: 5, name: 'experience' } })).toBe('/my-experiences/details/7');
    expect(notificationHref({ ...base, target: null })).toBeNull();
  });
});
