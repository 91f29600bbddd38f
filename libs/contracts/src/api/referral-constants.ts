/**
 * The refer-a-friend reward (mf-account README "Refer a friend"): when an invited friend signs up
 * from the invitation's link and their first booking is paid, both get this much off one later
 * booking. The API gives it and the dialog states it from these same numbers.
 */
export const REFERRAL_REWARD = { percent: 10, maxAmount: 50, currency: 'SAR', validDays: 90 } as const;
