import '@testing-library/jest-dom';
import { eventCatalogue } from '@tajriba/contracts/platform';
import { registerEventCatalogue, type EventCatalogue } from '@tajriba/event-bus';

// On a page the bus loads its payload schemas on the first emit, and the shell warms them right
// after its first render; tests start warm, so delivery is synchronous as it is on a page that
// has been up for a moment. The cold path is tested in libs/event-bus.
registerEventCatalogue(eventCatalogue as EventCatalogue);
