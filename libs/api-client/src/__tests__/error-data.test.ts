import * as z from 'zod/mini';
import { envelope, Msg } from '@tajriba/contracts/platform';
import { createApiClient } from '../client';
import { isApiError, toApiError } from '../errors';

describe('ApiError.data', () => {
  it('keeps the data an error envelope carries (a pending sign-up code)', async () => {
    const pending = { email: 'a@b.co', phoneNumber: null, otp: null, pending: true, confirmed: false, resendAfterSeconds: 42, expiresInSeconds: 500 };
    const fetch = jest.fn(async () =>
      new Response(JSON.stringify({ data: pending, succeeded: false, errors: ['A code was already sent.'], fieldsErrors: {} }), { status: 409 }),
    );
    const api = createApiClient({ fetch, auth: { getAccessToken: () => null, getLocale: () => 'en', onRefreshed: () => {}, onRefreshFailed: () => {} } });
    const err = await api.post('/Register/NewOTP', { email: 'a@b.co' }, envelope(z.unknown())).catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(409);
    expect(isApiError(err) && err.data).toEqual(pending);
  });

  it('is null when the envelope has none, and never exposes 5xx bodies', () => {
    expect(toApiError(400, { data: null, errors: [Msg.invalidCredentials] }).data).toBeNull();
    expect(toApiError(500, { data: { secret: 1 } }).data).toBeNull();
  });
});
