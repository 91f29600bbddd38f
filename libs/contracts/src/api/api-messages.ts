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
  // booking and payments (issue 12)
  soldOut: 'error.soldOut',
  notEnoughSeats: 'error.notEnoughSeats',
  privateNotOffered: 'error.privateNotOffered',
  guestsOutsideCapacity: 'error.guestsOutsideCapacity',
  dateUnavailable: 'error.dateUnavailable',
  timeSlotUnavailable: 'error.timeSlotUnavailable',
  addOnUnavailable: 'error.addOnUnavailable',
  couponUnknown: 'error.couponUnknown',
  couponExpired: 'error.couponExpired',
  couponUsedUp: 'error.couponUsedUp',
  couponNotForExperience: 'error.couponNotForExperience',
  giftRecipientIncomplete: 'error.giftRecipientIncomplete',
  orderNotPayable: 'error.orderNotPayable',
  orderAlreadyPaid: 'error.orderAlreadyPaid',
  paymentDeclined: 'error.paymentDeclined',
  paymentProviderUnavailable: 'error.paymentProviderUnavailable',
  paymentMismatch: 'error.paymentMismatch',
  cancelWindowPassed: 'error.cancelWindowPassed',
  refundNotAllowed: 'error.refundNotAllowed',
  refundAboveRemaining: 'error.refundAboveRemaining',
  cardNotActive: 'error.cardNotActive',
  cardAlreadyPrimary: 'error.cardAlreadyPrimary',
  cardVerificationFailed: 'error.cardVerificationFailed',
  authenticationFailed: 'error.authenticationFailed',
  insufficientFunds: 'error.insufficientFunds',
  expiredCard: 'error.expiredCard',
  // host wizard and moderation (issue 16)
  notPendingReview: 'error.notPendingReview',
  pleaseValidateAllFields: 'validation.pleaseValidateAllFields',
} as const;
export type ApiMsgId = (typeof ApiMsg)[keyof typeof ApiMsg];
