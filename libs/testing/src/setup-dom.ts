import '@testing-library/jest-dom';
import { eventCatalogue } from '@tajriba/contracts/platform';
import { registerEventCatalogue, type EventCatalogue } from '@tajriba/event-bus';
import { loadLibraryCatalogues } from '@tajriba/i18n/testing';

// On a page the bus loads its payload schemas on the first emit, and the shell warms them right
// after its first render; tests start warm, so delivery is synchronous as it is on a page that
// has been up for a moment. The cold path is tested in libs/event-bus.
registerEventCatalogue(eventCatalogue as EventCatalogue);

// The app downloads one language of the shared libraries' catalogues before it renders; tests
// render synchronously, so they get every language of those the test file imports up front.
beforeAll(() => loadLibraryCatalogues());
