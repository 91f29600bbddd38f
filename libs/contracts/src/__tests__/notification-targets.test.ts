import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NotificationTargetId, notificationHref } from '../api/notification-targets';
import { NotificationTargetId as fromAccount, notificationTargetNameSchema } from '../account';

describe('where a notification leads (spec §4: the bell, its popups and the notifications page)', () => {
  const base = { isActionable: true, payload: {} };

  it('leads identity → profile, work → dashboard, message → its chat, ticket → help centre', () => {
    expect(notificationHref({ ...base, target: { id: 1, name: 'identityVerification' } })).toBe('/profile');
    expect(notificationHref({ ...base, target: { id: 2, name: 'workVerification' } })).toBe('/dashboard');
    expect(notificationHref({ ...base, payload: { chatId: 12 }, target: { id: 3, name: 'message' } })).toBe('/messages?chat=12');
    // a message whose chat is not named (or not a number) opens the inbox
    expect(notificationHref({ ...base, target: { id: 3, name: 'message' } })).toBe('/messages');
    expect(notificationHref({ ...base, payload: { chatId: '12' }, target: { id: 3, name: 'message' } })).toBe('/messages');
    expect(notificationHref({ ...base, target: { id: 4, name: 'ticket' } })).toBe('/policies/help-center');
  });

  it('leads a moderation decision to the host page of that listing (the list when the listing is not named)', () => {
    expect(notificationHref({ ...base, payload: { experienceId: 42 }, target: { id: 5, name: 'experience' } })).toBe('/my-experiences/details/42');
    expect(notificationHref({ ...base, target: { id: 5, name: 'experience' } })).toBe('/my-experiences');
  });

  it('leads nowhere without a target, or when the notification is not actionable', () => {
    expect(notificationHref({ ...base, target: null })).toBeNull();
    expect(notificationHref({ isActionable: false, payload: { chatId: 12 }, target: { id: 3, name: 'message' } })).toBeNull();
  });

  it('has a link for every target the schema names, and the ids the account entry exports are these', () => {
    for (const name of notificationTargetNameSchema.options)
      expect({ name, href: notificationHref({ ...base, target: { id: NotificationTargetId[name], name } }) }).toEqual({ name, href: expect.stringMatching(/^\//) });
    expect(fromAccount).toBe(NotificationTargetId);
  });

  it('is zod-free and imports no schema at run time (its own entry, bundled where it is used)', () => {
    const text = readFileSync(path.join(__dirname, '../api/notification-targets.ts'), 'utf8');
    const runtimeImports = [...text.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((m) => m[1]);
    expect(runtimeImports).toEqual([]);
  });
});
