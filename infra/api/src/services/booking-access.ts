import { NUMERIC_ID, type OwnedResource } from '../lib/access';
import { bookingRepository } from '../repositories/booking';

/** Owned resources of booking (src/lib/access.ts): someone else's answers 404. */

/** An order, owned by the guest who placed it. */
export const orderResource: OwnedResource = {
  name: 'order',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => bookingRepository(fastify.sql).orderGuest(id),
};

/** The same order seen from the host side: owned by the host of its experience. */
export const hostOrderResource: OwnedResource = {
  name: 'booking of my experience',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => bookingRepository(fastify.sql).orderHost(id),
};

export const cartItemResource: OwnedResource = {
  name: 'cart item',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => bookingRepository(fastify.sql).cartItemOwner(id),
};

export const savedCardResource: OwnedResource = {
  name: 'saved card',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => bookingRepository(fastify.sql).cardOwner(id),
};
