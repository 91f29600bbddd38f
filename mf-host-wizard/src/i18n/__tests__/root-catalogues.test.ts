import { formCatalogues } from '@tajriba/i18n';

// What the app and the edit-experience parcel hand their lifecycles, without mounting anything.
const mockCreated: Array<{ name: string; messages: unknown }> = [];
jest.mock('@tajriba/federation', () => {
  const record = (options: { name: string; messages: unknown }) => {
    mockCreated.push({ name: options.name, messages: options.messages });
    return { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), update: jest.fn() };
  };
  return { createRemoteLifecycles: record, createRemoteParcel: record };
});

/**
 * The wizard is a form from its first frame (a saved draft's step, the edit modal): its first
 * render waits for the platform's form strings, which other areas load after theirs, so a step's
 * errors never show as message ids.
 */
it('the app and the edit parcel wait for the form strings with their first catalogue', async () => {
  await import('../../remote-entry');
  await import('../../parcels/edit-experience-parcel');
  expect(mockCreated.map((c) => c.name).sort()).toEqual(['mf-host-wizard', 'mf-host-wizard/edit-experience']);
  for (const c of mockCreated) expect(c.messages).toEqual(expect.arrayContaining([formCatalogues]));
});
