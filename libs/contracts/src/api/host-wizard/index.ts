/**
 * `@tajriba/contracts/host-wizard`: the experience form (steps, defaults, validation), the server
 * shape, the form ↔ server conversion, duration helpers and the host experience endpoints.
 */
export * from './duration';
export * from './form';
export * from './server';
export * from './convert';
export * from './api';
