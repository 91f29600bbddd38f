// jsdom does not expose these Node globals; react-router and the registry client need them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
