import type { ExperienceCard, ExperienceCategory } from '@tajriba/contracts/discovery';

export const category = (id = 2, name = 'Food & Cooking'): ExperienceCategory => ({ id, name, icon: 'M3 10h18v2H3z' });

export function makeCard(overrides: Partial<ExperienceCard> = {}): ExperienceCard {
  return {
    id: 26,
    name: 'Hijazi Kitchen Secrets',
    imagesPaths: ['/files/a', '/files/b'],
    userFavouriteId: null,
    experienceCategory: category(),
    ratingsAverage: 4.77,
    ratingsCount: 40,
    ratingStatus: 'rated',
    type: { id: 1, name: 'atHost' },
    cityId: 3,
    cityName: 'Jeddah',
    location: 'Al-Balad',
    latitude: 21.48,
    longitude: 39.18,
    shortDescription: 'Learn the comforting dishes of the Hijaz from a home cook in Al-Balad.',
    finalPrice: 210,
    keywords: [],
    languages: ['ar', 'en'],
    willHostPrivateEvent: false,
    instantBooking: true,
    priceType: 'perGuest',
    privateGroupBookingMinimumPrice: null,
    transportationFees: 0,
    hasDiscounts: false,
    isPopular: false,
    host: { id: 21, name: 'Dana', avatarPath: null },
    securityStamp: 'stamp',
    ...overrides,
  };
}
