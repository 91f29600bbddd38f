import type { Subject } from '../illustrations';

/**
 * What each concept's pictures show: the first subject is the cover, the others (in turn) its
 * gallery. Picked for the experience, not just its category — a Najdi cooking class shows the pot,
 * the seafood market a catch in a basket, the henna evening a painted hand (issue 18 item 11).
 */
export const conceptArt: Record<string, readonly Subject[]> = {
  // desert
  'desert-camp': ['camp', 'jeep', 'tomb'],
  dunes: ['jeep', 'camp', 'cliff'],
  'edge-world': ['cliff', 'jeep', 'camp'],
  'hegra-canyon': ['tomb', 'cliff', 'jeep'],
  // kitchen
  'najdi-cooking': ['pot', 'tray', 'bread'],
  'hijazi-kitchen': ['tray', 'pot', 'table'],
  'seafood-market': ['catch', 'pot', 'table'],
  'asiri-breakfast': ['bread', 'pot', 'tray'],
  'private-chef': ['table', 'tray', 'catch'],
  'online-kabsa': ['screenPot', 'tray', 'pot'],
  // coffee and dates
  qahwa: ['dallah', 'majlis', 'datePalms'],
  'date-farm': ['datePalms', 'dallah', 'majlis'],
  'majlis-host': ['majlis', 'dallah', 'datePalms'],
  'online-coffee': ['screenCup', 'dallah', 'datePalms'],
  // sea
  snorkel: ['reef', 'diver', 'dhow'],
  scuba: ['diver', 'reef', 'dhow'],
  dhow: ['dhow', 'reef', 'kayak'],
  'mangrove-kayak': ['kayak', 'reef', 'dhow'],
  // mountains
  'cloud-hike': ['clouds', 'canyon', 'cableCar'],
  habala: ['cableCar', 'clouds', 'canyon'],
  disah: ['canyon', 'clouds', 'cableCar'],
  // heritage
  albalad: ['rawashin', 'arches', 'palmTown'],
  diriyah: ['mudTown', 'fort', 'palmTown'],
  masmak: ['fort', 'mudTown', 'arches'],
  'rijal-almaa': ['stoneTowers', 'mudTown', 'arches'],
  'hofuf-souq': ['arches', 'palmTown', 'fort'],
  'madinah-history': ['palmTown', 'arches', 'mudTown'],
  'online-hegra': ['tombScreen', 'mudTown', 'fort'],
  // crafts
  calligraphy: ['pen', 'sadu', 'vases'],
  'online-calligraphy': ['screenPen', 'pen', 'qatt'],
  pottery: ['vases', 'qatt', 'sadu'],
  qatt: ['qatt', 'vases', 'sadu'],
  sadu: ['sadu', 'qatt', 'vases'],
  henna: ['henna', 'qatt', 'sadu'],
  // animals
  falconry: ['falcon', 'camel', 'horse'],
  'camel-trek': ['camel', 'falcon', 'horse'],
  'horse-ride': ['horse', 'camel', 'falcon'],
  // photography
  'alula-night-photo': ['nightRock', 'tripod', 'streetCamera'],
  'street-photo': ['streetCamera', 'tripod', 'nightRock'],
  portrait: ['tripod', 'streetCamera', 'nightRock'],
  'online-editing': ['screenPhoto', 'nightRock', 'tripod'],
  // wellness
  'desert-yoga': ['mat', 'lotus', 'rings'],
  'home-yoga': ['lotus', 'mat', 'rings'],
  'hot-spring': ['spring', 'lotus', 'rings'],
  'online-meditation': ['rings', 'lotus', 'mat'],
  // music and culture
  'oud-lesson': ['oud', 'stage', 'letters'],
  'online-oud': ['screenOud', 'oud', 'stage'],
  'oud-performance': ['stage', 'oud', 'drum'],
  ardah: ['drum', 'stage', 'oud'],
  'online-arabic': ['letters', 'oud', 'perfume'],
  perfume: ['perfume', 'oud', 'letters'],
  // farms and nature
  'taif-roses': ['roses', 'orchard', 'terraces'],
  'fruit-farm': ['orchard', 'terraces', 'roses'],
  'coffee-farm': ['terraces', 'orchard', 'heron'],
  birdwatch: ['heron', 'orchard', 'terraces'],
};
