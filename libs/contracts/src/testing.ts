/**
 * `@tajriba/contracts/testing`: fixtures typed from the contracts, for every package's tests (the
 * shell's, the libraries', the remotes' through `@tajriba/testing`) and the dev harness. One user
 * fixture: a complete `UserInfo` (the shape `/Connect/Token` and `/api/Account/Info` return), so a
 * test changes only what it is about. No test framework here: the dev harness bundles it.
 */
import { aboutSchema, type UserInfo } from './api/account';
import { RoleId } from './common/role-ids';
import type { Order } from './api/booking';

const role = (id: number) =>
  id === RoleId.Host ? { id, nameAr: 'مضيف', nameEn: 'Host' } : { id, nameAr: 'ضيف', nameEn: 'Guest' };

export interface MakeUserOptions extends Partial<UserInfo> {
  /** a host (Host role, current role Host) rather than a guest */
  host?: boolean;
}

/** A signed-in guest (or, with `host: true`, a host); any field can be overridden. */
export function makeUser({ host = false, ...overrides }: MakeUserOptions = {}): UserInfo {
  return {
    id: host ? 8 : 7,
    fullName: host ? 'Huda Al-Harbi' : 'Layla Al-Harbi',
    preferredName: null,
    email: host ? 'host@example.com' : 'guest@example.com',
    phoneNumber: host ? '+966500000002' : '+966500000001',
    dateOfBirth: '1995-04-12',
    isMale: false,
    isHost: host,
    address: null,
    emergencyContact: null,
    avatarPath: null,
    emailConfirmed: true,
    phoneNumberConfirmed: true,
    hasPassword: true,
    currentRole: role(host ? RoleId.Host : RoleId.Guest),
    roles: host ? [role(RoleId.Guest), role(RoleId.Host)] : [role(RoleId.Guest)],
    identityStatus: null,
    workPapersStatus: null,
    language: 'en-US',
    currency: 'SAR',
    timeZoneId: null,
    notifications: { accountNotification: true, guestHostMessages: true, offersCoupons: false, newsletter: false },
    creationDate: '2025-01-01T00:00:00Z',
    about: Object.fromEntries(Object.keys(aboutSchema.shape).map((k) => [k, null])) as UserInfo['about'],
    ...overrides,
  };
}

/**
 * A guest's paid, upcoming order (`GET /api/Orders/{id}`): two adults at 105 SAR, invoice
 * `INV-1000`, free cancellation for three more days; any field can be overridden.
 */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '7',
    securityStamp: '0b8f7c1e-2d4a-4b6e-9f3a-5c7d9e1f2a3b',
    experience: { id: 12, name: 'Old town walk', imagePath: null, typeId: 1, cityName: 'Riyadh', location: null, latitude: null, longitude: null, onlineLink: null, generateGuestQRCode: false },
    host: { id: 3, name: 'Noura' },
    bookingDate: '2026-06-15',
    startTime: '10:00:00',
    startsAt: '2026-06-15T07:00:00.000Z',
    adultsQTY: 2,
    childrenQTY: 0,
    isPrivateReservation: false,
    addOns: [],
    unitPrice: 105,
    guestsAmount: 210,
    transportationAmount: 0,
    addOnsAmount: 0,
    couponCode: null,
    couponAmount: 0,
    discountAmount: 0,
    totalAmount: 210,
    taxValue: 27.39,
    currency: 'SAR',
    paymentStatus: { id: 3, name: 'paid' },
    orderStatus: 'upcoming',
    paymentMessage: null,
    holdExpiresAt: null,
    isGift: false,
    gift: null,
    refundedAmount: 0,
    cancellation: { policy: 'threeDays', freeUntil: '2026-06-12T07:00:00.000Z', canCancel: true, refundIfCanceledNow: 210, canAskRefund: false },
    invoiceNumber: 'INV-1000',
    creditNotes: [],
    ticket: null,
    paidAt: '2026-06-01T06:00:00.000Z',
    canceledAt: null,
    creationDate: '2026-06-01T06:00:00.000Z',
    ...overrides,
  };
}
