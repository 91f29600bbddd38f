import { applyLanguageChoice, otherLanguages, emptyForm, formToServer, serverToForm, stepToServer, switchMode, toggles, canRemoveItem, blankMessage } from '../convert';
import { stepKeysFor, validateStep, stepValue, type ExperienceForm } from '../form';
import { completeForm } from './fixtures';

describe('defaults (spec §9)', () => {
  it('a new form carries the documented defaults', () => {
    const f = emptyForm('atHost');
    expect(f.scheduleStep).toEqual({ duration: '01:00:00', guestArrivalTime: '00:00:00' });
    expect(f.availabilityStep.howFarCanGuetsBook).toBe(1);
    expect(f.guestRequirementsStep).toMatchObject({ minAge: 2, kidsAllowed: true, gender: ['male', 'female'], publicGuestCapacity: { min: 1, max: 100 }, instantBooking: false });
    expect(f.pricingStep.maxGuestPerService).toBe(1);
    expect(f.bookingDeadlinesStep).toEqual({ cancelEventPeriod: '1.00:00:00', guestCutOffPeriod: '00:00:00' });
    expect(f.cancellationPolicyStep.cancellationPolicy).toBe('fiveDays');
    expect(f.hostingToolsStep.generateBarcode).toBe(true);
    expect(f.locationStep?.transportationPriceIncluded).toBe(true);
    expect(f.eventHighlightsStep.languages).toEqual(['en']);
    expect(f.media).toHaveLength(6);
  });

  it('the complete fixture passes every step of its mode', () => {
    const f = completeForm();
    for (const k of stepKeysFor('atHost')) expect([k, validateStep(k, stepValue(f, k))]).toEqual([k, null]);
  });
});

describe('mode switching resets mode-specific steps', () => {
  const f = completeForm();
  it('atGuest: coverage, no location, no online setup, no public capacity', () => {
    const g = switchMode(f, 'atGuest');
    expect(g.coverageDetailsStep).toEqual({ regions: [], additionalTravelCosts: 0 });
    expect(g.locationStep).toBeNull();
    expect(g.onlineSetupStep).toBeNull();
    expect(g.guestRequirementsStep.publicGuestCapacity).toBeNull();
  });
  it('online: online setup, no location or coverage, arrival 00:00:00, capacity 1–100', () => {
    const o = switchMode(f, 'online');
    expect(o.onlineSetupStep?.platform).toBe('');
    expect(o.locationStep).toBeNull();
    expect(o.coverageDetailsStep).toBeNull();
    expect(o.scheduleStep.guestArrivalTime).toBe('00:00:00');
    expect(o.guestRequirementsStep.publicGuestCapacity).toEqual({ min: 1, max: 100 });
  });
  it('atHost: an empty location and capacity 1–100', () => {
    const h = switchMode(switchMode(f, 'atGuest'), 'atHost');
    expect(h.locationStep?.location).toBe('');
    expect(h.guestRequirementsStep.publicGuestCapacity).toEqual({ min: 1, max: 100 });
    expect(stepKeysFor('atHost')).toContain('locationStep');
    expect(stepKeysFor('online')).toContain('onlineSetupStep');
    expect(stepKeysFor('atGuest')).toContain('coverageDetailsStep');
    expect(stepKeysFor('atGuest')).toHaveLength(15);
  });
});

describe('toggles', () => {
  const f = completeForm();
  it('scheduled messages: on gives one empty message, off none', () => {
    expect(toggles.addMessages(f.hostingToolsStep, true).messages).toEqual([blankMessage()]);
    expect(toggles.addMessages(f.hostingToolsStep, false).messages).toEqual([]);
  });
  it('different meeting location off clears the meeting fields', () => {
    const on = { ...f.locationStep!, meetingLocationDifferent: true, meetingLocation: 'Gate 3', meetingLocationLatitude: 1, meetingLocationLongitude: 2 };
    expect(toggles.meetingLocationDifferent(on, false)).toMatchObject({ meetingLocationDifferent: false, meetingLocation: '', meetingLocationLatitude: null, meetingLocationLongitude: null });
    expect(toggles.meetingLocationDifferent(on, true).meetingLocation).toBe('Gate 3');
  });
  it('transportation price included sets the price to 0', () => {
    expect(toggles.transportationPriceIncluded(f.locationStep!, true).transportationPrice).toBe(0);
    expect(toggles.transportationPriceIncluded(f.locationStep!, false).transportationPrice).toBe(50);
  });
  it('private booking and extra guests reset their price to 0', () => {
    expect(toggles.allowPrivateBooking(f.pricingStep, false).privatePrice).toBe(0);
    expect(toggles.allowPrivateBooking({ ...f.pricingStep, privatePrice: 5 }, true).privatePrice).toBe(0);
    expect(toggles.allowAddExtraGuests({ ...f.pricingStep, extraGuestPrice: 30 }, true).extraGuestPrice).toBe(0);
  });
  it('activities: on resets to empty, off to none; skill, bring items and third party clear their text when off', () => {
    expect(toggles.includeActivities(f.activitiesStep, true).activities).toEqual([]);
    expect(toggles.includeActivities(f.activitiesStep, false).activities).toBeNull();
    expect(toggles.needSpecialSkill({ ...f.activitiesStep, guestSpecialSkill: 'swim' }, false).guestSpecialSkill).toBe('');
    expect(toggles.needToBringSomething(f.activitiesStep, false).bringItems).toBe('');
    expect(toggles.thirdPartyRequired({ ...f.activitiesStep, thirdPaty: 'ticket' }, false).thirdPaty).toBe('');
  });
  it('add-ons and co-hosts: on creates one blank item, off empties; the first cannot be removed', () => {
    expect(toggles.addAddOns(f.addOnsStep, true).addOns).toHaveLength(1);
    expect(toggles.addAddOns(f.addOnsStep, true).addOns[0].name).toBe('');
    expect(toggles.addAddOns(f.addOnsStep, false).addOns).toEqual([]);
    expect(toggles.addCoHost(f.coHostStep, true).coHosts).toHaveLength(1);
    expect(canRemoveItem(0)).toBe(false);
    expect(canRemoveItem(1)).toBe(true);
  });
  it('every day selects all seven days', () => {
    expect(toggles.isEveryDay(f.availabilityStep, true).days.map((d) => d.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('form → server → form', () => {
  it('round-trips a complete form', () => {
    const f = completeForm();
    const back = serverToForm(formToServer(f));
    expect(back.eventHighlightsStep).toEqual(f.eventHighlightsStep);
    expect(back.locationStep).toEqual(f.locationStep);
    expect(back.scheduleStep).toEqual(f.scheduleStep);
    expect(back.availabilityStep).toEqual({ ...f.availabilityStep, timeSlots: [{ id: '07:30', name: '' }, { id: '16:00', name: 'Sunset' }] });
    expect(back.activitiesStep).toEqual(f.activitiesStep);
    expect(back.addOnsStep).toEqual(f.addOnsStep);
    expect(back.media).toEqual(f.media);
    expect(back.guestRequirementsStep).toEqual(f.guestRequirementsStep);
    expect(back.pricingStep).toEqual(f.pricingStep);
    expect(back.discountsStep.coupons).toEqual(f.discountsStep.coupons);
    expect(back.discountsStep.discounts[0]).toMatchObject({ type: { id: 'percentage' }, value: 10, groupSizeMin: 4, groupSizeMax: 8 });
    expect(back.bookingDeadlinesStep).toEqual(f.bookingDeadlinesStep);
    expect(back.hostingToolsStep).toEqual(f.hostingToolsStep);
  });

  it('converts advance booking months to days and back at 30 days per month', () => {
    const s = formToServer(completeForm());
    expect(s.availability?.advanceGuestBookTime).toBe(90);
    expect(serverToForm({ ...s, availability: { ...s.availability!, advanceGuestBookTime: 180 } }).availabilityStep.howFarCanGuetsBook).toBe(6);
  });

  it('drops invalid add-ons, co-hosts, discounts, coupons and messages; none valid gives null', () => {
    const f = completeForm();
    const bad: ExperienceForm = {
      ...f,
      addOnsStep: { addAddOns: true, addOns: [...f.addOnsStep.addOns, { ...f.addOnsStep.addOns[0], name: 'x' }] },
      coHostStep: { addCoHost: true, coHosts: [{ id: null, name: 'A', role: '', email: '', imageId: null }] },
      discountsStep: { discounts: [{ ...f.discountsStep.discounts[0], groupSizeMax: 2 }], coupons: [{ ...f.discountsStep.coupons[0], type: { id: 'percentage' }, value: 150 }] },
      hostingToolsStep: { ...f.hostingToolsStep, messages: [{ ...f.hostingToolsStep.messages[0], title: 'Hi' }] },
    };
    const s = formToServer(bad);
    expect(s.addOns).toHaveLength(1);
    expect(s.coHosts).toBeNull();
    expect(s.discounts).toBeNull();
    expect(s.coupons).toBeNull();
    expect(s.messages).toBeNull();
  });

  it('add-ons of atHost experiences carry no delivery note; co-host role and e-mail are null when empty', () => {
    expect(stepToServer('addOnsStep', completeForm().addOnsStep, 'atHost').addOns?.[0].deliveryInstructions).toBeNull();
    const withNote = { addAddOns: true, addOns: [{ ...completeForm().addOnsStep.addOns[0], howWillTheGuestRecieve: 'By e-mail' }] };
    expect(stepToServer('addOnsStep', withNote, 'atHost').addOns?.[0].deliveryInstructions).toBeNull();
    expect(stepToServer('addOnsStep', withNote, 'atGuest').addOns?.[0].deliveryInstructions).toBe('By e-mail');
    const c = stepToServer('coHostStep', { addCoHost: true, coHosts: [{ id: null, name: 'Sara', role: ' ', email: '', imageId: null }] }, 'atHost');
    expect(c.coHosts?.[0]).toMatchObject({ name: 'Sara', role: null, email: null });
  });

  it('modes: only the mode’s step-4 part is sent', () => {
    const online = switchMode(completeForm(), 'online');
    online.onlineSetupStep = { platform: 'Zoom', sessionLink: 'https://zoom.us/j/1', hostTimeZone: { id: 283, displayName: 'Riyadh', baseUtcOffset: '+03:00' }, recommendedDevices: ['laptop', 'tablet'], otherPreparations: true, instructions: '' };
    const s = formToServer(online);
    expect(s.hostLocationSetup).toBeNull();
    expect(s.guestLocationSetup).toBeNull();
    expect(s.onlineSetup).toMatchObject({ platform: 'Zoom', laptop: true, tablet: true, desktop: false, requireDevice: true, instructions: null });
    expect(s.guestArrivalBefore).toBe('00:00:00');
    expect(serverToForm(s).onlineSetupStep?.recommendedDevices).toEqual(['laptop', 'tablet']);
    const guest = formToServer({ ...switchMode(completeForm(), 'atGuest'), coverageDetailsStep: { regions: [{ id: 2, name: 'Makkah' }], additionalTravelCosts: 40 } });
    expect(guest.guestCapacityMinimum).toBeNull();
    expect(guest.willHostPrivateEvent).toBe(true);
    expect(guest.guestLocationSetup).toEqual({ travelRegions: [{ id: 2, name: 'Makkah' }], travelCost: 40 });
  });
});

describe('load for edit (server → form defaults)', () => {
  it('fills what is missing', () => {
    const f = serverToForm({ id: 5, type: { id: 1, name: 'atHost' }, name: 'Only a name' });
    expect(f.id).toBe(5);
    expect(f.availabilityStep).toEqual({ isEveryDay: false, days: [], timeSlots: [], holidays: [], howFarCanGuetsBook: 0 });
    expect(f.locationStep).toMatchObject({ transportationPriceIncluded: true, transportationPrice: 0 });
    expect(f.media).toEqual([null, null, null, null, null, null]);
    expect(f.guestRequirementsStep.minAge).toBe(2);
    expect(f.guestRequirementsStep.publicGuestCapacity).toEqual({ min: 1, max: 100 });
  });
  it('pads images to six slots and keeps seven days as every day', () => {
    const f = serverToForm({
      type: { id: 1, name: 'atHost' },
      imagesMeta: [{ fileMetaId: 'x', relativePath: '/files/x' }, { fileMetaId: 'y', relativePath: '/files/y' }],
      availability: { days: [0, 1, 2, 3, 4, 5, 6], timeSlots: [{ time: '09:00:00', customName: null }], holidays: [], advanceGuestBookTime: 30 },
    });
    expect(f.media.filter(Boolean)).toHaveLength(2);
    expect(f.media).toHaveLength(6);
    expect(f.availabilityStep).toMatchObject({ isEveryDay: true, timeSlots: [{ id: '09:00', name: '' }], howFarCanGuetsBook: 1 });
  });
});

describe('step validation (spec §5)', () => {
  const f = completeForm();
  it('names nested fields with dotted keys', () => {
    const messages = [...f.hostingToolsStep.messages, blankMessage(), { ...blankMessage(), title: 'Hey', message: 'x'.repeat(501), sendTime: 'weekBefore' as const }];
    const errors = validateStep('hostingToolsStep', { ...f.hostingToolsStep, messages });
    expect(errors).toMatchObject({ 'messages.1.title': ['validation.required'], 'messages.1.sendTime': ['validation.required'], 'messages.2.title': ['validation.min5'], 'messages.2.message': ['validation.max500'] });
  });
  it('applies the highlights, location, availability, pricing and coupon bounds', () => {
    expect(validateStep('eventHighlightsStep', { ...f.eventHighlightsStep, name: 'a', languages: [], eventType: null, description: 'x'.repeat(501) })).toEqual({
      name: ['validation.min2'],
      languages: ['validation.chooseAtLeastOneItem'],
      eventType: ['validation.required'],
      description: ['validation.max500'],
    });
    expect(validateStep('locationStep', { ...f.locationStep!, meetingLocationDifferent: true, provideTransportation: true, vehicleType: '', transportationPrice: -1 })).toMatchObject({
      meetingLocation: ['validation.required'],
      vehicleType: ['validation.required'],
      transportationPrice: ['validation.notNegative'],
    });
    expect(validateStep('availabilityStep', { ...f.availabilityStep, days: [], timeSlots: [], howFarCanGuetsBook: 12 })).toMatchObject({
      days: ['validation.chooseAtLeastOneItem'],
      timeSlots: ['validation.chooseAtLeastOneItem'],
      howFarCanGuetsBook: ['validation.invalidValue'],
    });
    expect(validateStep('availabilityStep', { ...f.availabilityStep, timeSlots: [{ id: '06:00', name: '' }] })).toMatchObject({ 'timeSlots.0.id': ['validation.invalidValue'] });
    expect(validateStep('guestRequirementsStep', { ...f.guestRequirementsStep, minAge: 1, gender: [], publicGuestCapacity: { min: 5, max: 2 } })).toMatchObject({
      minAge: ['validation.invalidValue'],
      gender: ['validation.chooseAtLeastOneItem'],
      'publicGuestCapacity.max': ['validation.maxBelowMin'],
    });
    expect(validateStep('discountsStep', { discounts: [{ ...f.discountsStep.discounts[0], value: 101 }], coupons: [{ ...f.discountsStep.coupons[0], code: 'A' }] })).toMatchObject({
      'discounts.0.value': ['validation.percentageCap'],
      'coupons.0.code': ['validation.min2'],
    });
    expect(validateStep('scheduleStep', { duration: '00:00:00', guestArrivalTime: '00:15:00' })).toEqual({ duration: ['validation.durationNonZero'] });
    expect(validateStep('media', { media: [null, null, null, null, null, null] })).toEqual({ media: ['validation.uploadAtLeastOneMedia'] });
    expect(validateStep('activitiesStep', { ...f.activitiesStep, activities: [] })).toEqual({ activities: ['validation.youMustAddOneItemAtLeast'] });
    expect(validateStep('onlineSetupStep', { platform: 'x'.repeat(51), sessionLink: 'not a url', hostTimeZone: null, recommendedDevices: [], otherPreparations: false, instructions: '' })).toEqual({
      platform: ['validation.max50'],
      sessionLink: ['validation.invalidUrl'],
      hostTimeZone: ['validation.required'],
    });
  });
});

describe('languages the step does not show (spec §2 step 3: En, Ar)', () => {
  const seeded = { id: 7, type: { id: 1, name: 'atHost' as const }, name: 'Calligraphy evening', languages: ['en', 'ar', 'fr'] };
  it('the form shows En and Ar; a save keeps "fr" after the host\u2019s choice', () => {
    const f = serverToForm(seeded);
    expect(f.eventHighlightsStep.languages).toEqual(['en', 'ar']);
    // the host unticks Arabic and continues
    const patch = stepToServer('eventHighlightsStep', { ...f.eventHighlightsStep, eventType: { id: 3, name: 'Arts' }, languages: ['en'] }, 'atHost');
    expect(patch.languages).toEqual(['en']);
    expect(applyLanguageChoice(patch.languages!, seeded.languages)).toEqual(['en', 'fr']);
    // read back: still the step's two choices only, and a second save keeps "fr" again
    expect(serverToForm({ ...seeded, languages: ['en', 'fr'] }).eventHighlightsStep.languages).toEqual(['en']);
    expect(applyLanguageChoice(['ar', 'en'], ['en', 'fr'])).toEqual(['ar', 'en', 'fr']);
  });
  it('only a language outside the step is kept, once; nothing stored keeps only the choice', () => {
    expect(applyLanguageChoice(['ar'], ['en', 'ur', 'ur', 'fr'])).toEqual(['ar', 'ur', 'fr']);
    // what the highlights step names as kept ("Also listed in: …")
    expect(otherLanguages(['en', 'ur', 'ur', 'fr', 'ar'])).toEqual(['ur', 'fr']);
    expect(otherLanguages(null)).toEqual([]);
    expect(applyLanguageChoice(['en'], null)).toEqual(['en']);
    expect(serverToForm({ ...seeded, languages: ['fr'] }).eventHighlightsStep.languages).toEqual(['en']);
  });
});
