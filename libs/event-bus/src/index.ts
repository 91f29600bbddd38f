export { createEventBus, getEventBus, EventValidationError } from './event-bus';
export type { EventBus, EventEnvelope, EventHandler, EventBusOptions } from './event-bus';
