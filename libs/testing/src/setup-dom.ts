import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
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

// findBy*/waitFor wait for lazy chunks and catalogues that tests load for real. Testing Library's
// 1 s default is shorter than a dynamic import takes on a loaded CI machine (seen: a popover's
// failure message found alone in 3 s, missed at load 30), so waits get 5 s; a wait that fails
// still fails, only later.
configure({ asyncUtilTimeout: 5000 });
