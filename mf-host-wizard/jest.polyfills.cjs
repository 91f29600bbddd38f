// jsdom does not expose these Node globals; react-router needs them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// The wizard clones the store's snapshot into each step's form (browsers and Node have it; jsdom hides it).
if (typeof globalThis.structuredClone !== 'function') globalThis.structuredClone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
