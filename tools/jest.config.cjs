module.exports = {
  ...require('../jest.preset.cjs')({ env: 'node', dir: __dirname }),
  testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
};
