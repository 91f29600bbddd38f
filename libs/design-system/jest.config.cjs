const preset = require('../../jest.preset.cjs')({ env: 'jsdom', dir: __dirname });

// react-intl 12 and its @formatjs dependencies ship ESM only; jest runs CommonJS here, so they
// must be compiled too (on top of the preset's own ESM list).
module.exports = {
  ...preset,
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|intl-messageformat|@formatjs|supercluster|kdbush|d3-[^/]+|internmap|topojson-client|world-atlas|@electric-sql)/)',
  ],
};
