export * from './common/envelope';
export * from './common/roles';
export * from './common/messages';
export * from './events/index';
export * from './routes';
export * from './api/discovery/index';
