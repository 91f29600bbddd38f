module.exports = require('../../jest.preset.cjs')({ env: 'node', dir: __dirname });
