/**
 * Error ids the API adds to the shared `Msg` catalogue. They only appear in `errors[]`, which the
 * API already localises by Accept-Language; front ends may still translate them (the id is sent in
 * the `x-error-code` response header) but never need to.
 */
export const ApiMsg = {
  accountNotFound: 'error.accountNotFound',
  currentPasswordWrong: 'error.currentPasswordWrong',
  passwordAlreadySet: 'error.passwordAlreadySet',
  providerDisabled: 'error.providerDisabled',
  providerFailed: 'error.providerFailed',
  proxyRefused: 'error.proxyRefused',
  proxyFetchFailed: 'error.proxyFetchFailed',
  notAnImage: 'error.notAnImage',
  roleNotAvailable: 'error.roleNotAvailable',
  sessionExpired: 'error.sessionExpired',
  validationFailed: 'error.validationFailed',
  alreadyHost: 'error.alreadyHost',
  alreadyConfirmed: 'error.alreadyConfirmed',
  payloadTooLarge: 'error.payloadTooLarge',
  serviceUnavailable: 'error.serviceUnavailable',
} as const;
export type ApiMsgId = (typeof ApiMsg)[keyof typeof ApiMsg];
