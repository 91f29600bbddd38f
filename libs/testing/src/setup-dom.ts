import '@testing-library/jest-dom';
import { loadLibraryCatalogues } from '@tajriba/i18n/testing';

// The app downloads one language of the shared libraries' catalogues before it renders; tests
// render synchronously, so they get every language of those the test file imports up front.
beforeAll(() => loadLibraryCatalogues());
