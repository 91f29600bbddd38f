const base = require('../jest.preset.cjs')({ env: 'jsdom', dir: __dirname });
module.exports = { ...base, setupFiles: [require('node:path').join(__dirname, 'jest.polyfills.cjs')] };
