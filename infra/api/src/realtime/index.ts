export { HubServer, HubError, type HubUser, type HubMethod, type HubCallContext } from './hub-server';
export { memoryBackplane, redisBackplane, type Backplane, type BackplaneMessage } from './backplane';
export * from './protocol';
