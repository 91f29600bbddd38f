const base = require('../../jest.preset.cjs')({ env: 'node', dir: __dirname });

// PGlite's CommonJS build calls import() for node built-ins, which jest's VM refuses without
// --experimental-vm-modules; compiling its .cjs files with the same swc transform turns those
// calls into require().
const [pattern, swc] = Object.entries(base.transform)[0];
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.cjs$': swc },
  // @fastify/cookie import()s the ESM-only `cookie` package: compile both to CommonJS as well.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|@fastify/cookie|cookie|content-disposition)/)'],
  // Each file boots its own database; PGlite is CPU-heavy, so two workers at most.
  maxWorkers: 2,
  testTimeout: 60000,
};
void pattern;
