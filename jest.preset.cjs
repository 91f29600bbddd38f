// Shared jest settings: swc compiles TS/TSX to CommonJS (TypeScript 7 has no JS API, so no ts-jest).
const path = require('node:path');

/** @param {{ env?: 'node' | 'jsdom', dir: string }} opts */
module.exports = function preset({ env = 'node', dir }) {
  return {
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that must be compiled for jest's CommonJS runtime.
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs|supercluster|kdbush|d3-[^/]+|internmap|topojson-client|world-atlas|@electric-sql)/)'],
    moduleNameMapper: {
      '\\.(css|svg|png|webp|jpg)$': path.join(__dirname, 'libs/testing/src/file-stub.cjs'),
      // styled-components has no "exports" map, so jest would pick its server build, which never
      // injects createGlobalStyle rules in a DOM; webpack uses the browser build, and so do we.
      ...(env === 'jsdom'
        ? { '^styled-components$': path.join(path.dirname(require.resolve('styled-components/package.json')), 'dist/styled-components.browser.cjs.js') }
        : {}),
    },
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'libs/testing/src/setup-dom.ts')] : [],
    testTimeout: 30000,
  };
};
