import { emptyForm } from '../convert';
import type { ExperienceForm } from '../form';

/** A complete, valid atHost form (every step filled as a host would). */
export function completeForm(): ExperienceForm {
  const f = emptyForm('atHost');
  return {
    ...f,
    id: 12,
    eventHighlightsStep: { name: 'Sunset dunes walk', description: 'Walk the red dunes at sunset.', eventType: { id: 3, name: 'Desert' }, keyWords: ['dunes'], languages: ['en', 'ar'] },
    locationStep: {
      ...f.locationStep!,
      location: 'Red Sand dunes, west of Riyadh',
      city: 'Riyadh',
      locationLatitude: 24.6,
      locationLongitude: 46.3,
      provideTransportation: true,
      vehicleType: '4x4',
      transportationPriceIncluded: false,
      transportationPrice: 50,
    },
    scheduleStep: { duration: '02:30:00', guestArrivalTime: '00:15:00' },
    availabilityStep: { isEveryDay: false, days: [{ id: 4 }, { id: 5 }], timeSlots: [{ id: '16:00', name: 'Sunset' }, { id: '07:30', name: '' }], holidays: [{ id: 7, name: 'National Day', fromDate: '2026-09-23', toDate: '2026-09-23' }], howFarCanGuetsBook: 3 },
    activitiesStep: { ...f.activitiesStep, includeActivities: true, activities: [{ id: 1, name: 'Hiking' }], needToBringSomething: true, bringItems: 'Water' },
    addOnsStep: { addAddOns: true, addOns: [{ id: null, name: 'Photo pack', description: 'Ten edited photos', quantity: 1, price: 80, howWillTheGuestRecieve: '', image: null }] },
    agendaStep: { items: [{ id: null, imageMeta: null, title: 'Welcome tea', topic: 'Meet the guide', duration: '00:30:00' }] },
    media: [{ fileMetaId: 'a1', relativePath: '/files/a1', contentType: 'image/webp', sizeInBytes: 100 }, null, null, null, null, null],
    pricingStep: { price: 150, privatePrice: 900, maxGuestPerService: 8, extraGuestPrice: 0, allowPrivateBooking: true, allowAddExtraGuests: false },
    discountsStep: {
      discounts: [{ id: null, type: { id: 'percentage' }, value: 10, groupSizeMin: 4, groupSizeMax: 8 }],
      coupons: [{ id: null, code: 'DUNES10', name: 'Dunes launch', type: { id: 'fixed' }, value: 20, duration: { days: 30, hrs: 0, mins: 0 }, maxUsagePerUser: 1 }],
    },
    hostingToolsStep: { addMessages: true, messages: [{ id: null, title: 'See you tomorrow', message: 'Bring a jacket, evenings are cool.', sendTime: 'dayBefore', filesIds: [] }], generateBarcode: true },
  };
}
