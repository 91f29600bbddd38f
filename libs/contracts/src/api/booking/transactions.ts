import * as z from 'zod/mini';
import { pagedEnvelope } from '../../common/envelope';
import { withDefault } from '../../common/schema-helpers';

/**
 * The guest's transactions (`/transactions`, issue 13): every payment taken and every refund given
 * back for the caller's orders, newest first. A payment is one row; each refund of it is a row of
 * its own (a cancellation can refund part of a payment). Amounts are SAR with 2 decimals.
 */
export const guestTransactionKindSchema = z.enum(['payment', 'refund']);
/**
 * Payment status names (spec §4, coloured by `paymentStatusColour`): a payment is `paid` or
 * `failedPayment`; a refund is `askRefund` while the gateway has not confirmed it, then `refunded`.
 */
export const guestTransactionStatusSchema = z.enum(['paid', 'failedPayment', 'askRefund', 'refunded']);
export const guestTransactionSchema = z.object({
  /** stable per row: `p-<order>` (payment), `f-<order>` (failed payment), `r-<refund>` (refund) */
  id: z.string(),
  kind: guestTransactionKindSchema,
  status: guestTransactionStatusSchema,
  amount: z.number(),
  currency: z.string(),
  /** when the payment was taken (or failed), when the refund was given back (or asked of the gateway) */
  date: z.string(),
  orderId: z.string(),
  experienceName: z.string(),
  /** the order has a tax invoice (`/invoices/{orderId}`) */
  hasInvoice: z.boolean(),
});
export type GuestTransaction = z.infer<typeof guestTransactionSchema>;
export const guestTransactionsQuerySchema = z.object({
  PageNumber: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  PageSize: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});
export const guestTransactionsResponseSchema = pagedEnvelope(guestTransactionSchema);
