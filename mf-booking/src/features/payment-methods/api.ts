import type { ApiClient } from '@tajriba/api-client';
import { bookingSchema } from '../../shared/api/schemas';

/** The calls of the payment-methods dialogs (infra/api README, "Booking and payments": saved cards). */
export const paymentMethodPaths = { config: '/api/Payments/Config', addCard: '/api/Manage/AddCard' } as const;

const configResponse = bookingSchema((m) => m.paymentsConfigResponseSchema);
const addCardResponse = bookingSchema((m) => m.addCardResponseSchema);

/** The gateway's address and publishable key (never a secret). */
export const getPaymentsConfig = (c: ApiClient) => c.get(paymentMethodPaths.config, configResponse).then((r) => r.data);

/**
 * AddCard with the gateway's token (the spec's AddCard sent the card itself; here only the token,
 * the short name `cardId` and `isPrimary` reach our API). data: the issuer's verification address
 * while 3-D Secure is pending, null once the card is saved.
 */
export const addCard = (c: ApiClient, body: { token: string; cardId: string | null; isPrimary: boolean }) => c.post(paymentMethodPaths.addCard, body, addCardResponse).then((r) => r.data);
