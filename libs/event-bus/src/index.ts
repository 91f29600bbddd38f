export { createEventBus, getEventBus, EventValidationError, loadEventCatalogue, registerEventCatalogue } from './event-bus';
export type { EventBus, EventEnvelope, EventHandler, EventBusOptions, EventCatalogue } from './event-bus';
