import { ApiMsg, type SavedCard } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import { GatewayUnavailableError, type PaymentGateway } from '../lib/payment-gateway';
import { bookingRepository, type SavedCardRow } from '../repositories/booking';

/**
 * Saved cards (spec §3 Saved card, §4 Add card, §7 SavedCards/AddCard/UpdateCardPrimary/RemoveCard).
 * The spec's AddCard sends the card itself; here the browser sends it to the gateway (POST /v1/tokens
 * with the publishable key and callback_url = /profile/account-settings/payments/confirm-card) and
 * AddCard receives only the token: holderName, cardNumber, expiry and secret never reach us; cardId
 * (the card's short name) and isPrimary do. AddCard answers the token's verification address while
 * 3-D Secure is pending (the spec's "string address as data": the browser goes there), and null once
 * the card is saved; the confirm-card page calls AddCard again with the same token to finish.
 */
export function savedCardsService({ sql, clock, gateway }: { sql: SqlClient; clock: Clock; gateway: PaymentGateway }) {
  const repo = bookingRepository(sql);
  const view = (c: SavedCardRow): SavedCard => ({
    id: c.id,
    cardNumber: `XXXX-XXXX-XXXX-${c.lastFour}`,
    brand: c.brand,
    holderName: c.holderName,
    cardId: c.label,
    expiryMonth: c.expiryMonth,
    expiryYear: c.expiryYear,
    isPrimary: c.isPrimary,
    isActive: c.isActive,
  });
  /** This month as `yyyy*100+mm`: a card is valid to the end of its expiry month. */
  const thisMonth = () => {
    const d = clock.now();
    return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
  };
  return {
    list: async (userId: number) => (await repo.cards(userId)).map(view),
    async add(userId: number, token: string, label: string | null, isPrimary: boolean): Promise<string | null> {
      const existing = await repo.cardByToken(token);
      if (existing && existing.userId !== userId) throw notFound();
      let tk;
      try {
        tk = await gateway.fetchToken(token);
      } catch (err) {
        if (err instanceof GatewayUnavailableError) throw new AppError(ApiMsg.paymentProviderUnavailable, 503);
        throw err;
      }
      if (!tk) throw notFound();
      if (tk.status === 'failed') throw new AppError(ApiMsg.cardVerificationFailed, 400);
      const status = tk.status === 'active' ? 'active' : 'initiated';
      const id = await repo.upsertCard({ userId, token: tk.id, status, brand: tk.brand, lastFour: tk.lastFour, month: tk.month, year: tk.year, holder: tk.name, label, at: clock.now() });
      if (status === 'initiated') return tk.verificationUrl;
      if (isPrimary || !(await repo.hasPrimary(userId))) await repo.setPrimary(userId, id);
      return null;
    },
    async setPrimary(userId: number, id: string): Promise<void> {
      const c = await repo.card(userId, id);
      if (!c || c.status !== 'active') throw notFound();
      if (c.isPrimary) throw new AppError(ApiMsg.cardAlreadyPrimary, 409);
      // a card that is turned off is never primary (mf-account README "Turning a saved card off")
      if (!c.isActive) throw new AppError(ApiMsg.cardInactive, 409);
      await repo.setPrimary(userId, id);
    },
    /**
     * UpdateCardStatus: turns a verified card off (kept for the refunds of its payments, never
     * offered for a payment; a primary one hands primary to the next usable card) or on again (no
     * new 3-D Secure check while it has not expired; it becomes primary when there is none).
     */
    async setActive(userId: number, id: string, isActive: boolean): Promise<SavedCard> {
      const c = await repo.card(userId, id);
      if (!c || c.status !== 'active') throw notFound();
      if (isActive && !c.isActive && c.expiryYear * 100 + c.expiryMonth < thisMonth()) {
        throw new AppError(ApiMsg.cardExpiredCannotActivate, 409, { isActive: [ApiMsg.cardExpiredCannotActivate] });
      }
      if (c.isActive !== isActive) await repo.setCardActive(userId, id, isActive);
      await repo.promoteNextPrimary(userId, thisMonth());
      return view((await repo.card(userId, id))!);
    },
    async remove(userId: number, id: string): Promise<void> {
      const c = await repo.card(userId, id);
      if (!c) throw notFound();
      await gateway.deleteToken(c.gatewayToken).catch(() => undefined);
      await repo.deleteCard(userId, id);
    },
  };
}
