export { RealtimeManager, type RealtimeOptions, type ConnectionState, type HubEventMap, type HubEventName } from './manager';
export { initRealtime, getRealtime, resetRealtime, useHubEvent, useHubState } from './singleton';
