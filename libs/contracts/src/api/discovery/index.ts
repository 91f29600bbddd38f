export { ExperienceTypeId, experienceLanguages, type ExperienceLanguage } from '@tajriba/contracts/constants';
export * from './common';
export * from './experience';
export * from './search';
export * from './reviews';
export * from './availability';
export * from './hosts';
export * from './questions';
export * from './favourites';
