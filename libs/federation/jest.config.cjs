const base = require('../../jest.preset.cjs')({ env: 'jsdom', dir: __dirname });
module.exports = {
  ...base,
  setupFiles: [require('node:path').join(__dirname, 'jest.polyfills.cjs')],
  // The router facade's own modules (src/router/links.tsx) import react-router through the alias
  // webpack sets (`@tajriba/react-router-impl`); in jest it is the package itself.
  moduleNameMapper: { ...base.moduleNameMapper, '^@tajriba/react-router-impl$': 'react-router' },
};
