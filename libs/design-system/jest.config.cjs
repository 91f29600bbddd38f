const path = require('node:path');
const preset = require('../../jest.preset.cjs')({ env: 'jsdom', dir: __dirname });

module.exports = {
  ...preset,
  // react-intl 12 and its @formatjs dependencies ship ESM only; jest runs CommonJS here, so they
  // must be compiled too (on top of the preset's own ESM list).
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|intl-messageformat|@formatjs|supercluster|kdbush|d3-[^/]+|internmap|topojson-client|world-atlas|@electric-sql)/)',
  ],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // styled-components has no "exports" map, so jest picks its server build, which never
    // injects createGlobalStyle rules in a DOM; webpack uses the browser build, and so do we.
    '^styled-components$': path.join(path.dirname(require.resolve('styled-components/package.json')), 'dist/styled-components.browser.cjs.js'),
  },
};
