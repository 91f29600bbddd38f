module.exports = require('../../jest.preset.cjs')({ env: 'jsdom', dir: __dirname });
