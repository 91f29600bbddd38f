import { bookingSchema, type Booking, type CartItem } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { bookingRepository } from '../repositories/booking';
import type { BookingService } from './booking';

/** Carts (spec §7): what a guest picked, priced again on every read; TurnToOrder holds the seats. */
export function cartsService({ sql, clock, booking }: { sql: SqlClient; clock: Clock; booking: BookingService }) {
  const repo = bookingRepository(sql);
  return {
    async list(userId: number, lang: Lang): Promise<CartItem[]> {
      const rows = await repo.cartItems(userId);
      return Promise.all(
        rows.map(async (r) => {
          const b = bookingSchema.parse(r.booking);
          try {
            return { id: r.id, booking: b, quote: await booking.quote(userId, b, lang), problem: null, creationDate: r.createdAt };
          } catch (err) {
            // a listing withdrawn or a date passed: the item stays, with the reason to show
            if (err instanceof AppError) return { id: r.id, booking: b, quote: null, problem: err.code, creationDate: r.createdAt };
            throw err;
          }
        }),
      );
    },
    count: (userId: number) => repo.cartCount(userId),
    async add(userId: number, b: Booking, lang: Lang): Promise<string> {
      await booking.quote(userId, b, lang);
      return repo.addCartItem(userId, b.experienceId, b, clock.now());
    },
    async edit(userId: number, id: string, b: Booking, lang: Lang): Promise<void> {
      if (!(await repo.cartItem(userId, id))) throw notFound();
      await booking.quote(userId, b, lang);
      await repo.editCartItem(userId, id, b.experienceId, b, clock.now());
    },
    async remove(userId: number, id: string): Promise<void> {
      if (!(await repo.deleteCartItem(userId, id))) throw notFound();
    },
    /** The cart item becomes an order holding its seats; the item leaves the cart. */
    async turnToOrder(userId: number, cartId: string, lang: Lang): Promise<string> {
      const item = await repo.cartItem(userId, cartId);
      if (!item) throw notFound();
      const orderId = await booking.createOrder(userId, bookingSchema.parse(item.booking), lang);
      await repo.deleteCartItem(userId, cartId);
      return orderId;
    },
  };
}
