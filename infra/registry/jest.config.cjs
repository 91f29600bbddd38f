module.exports = {
  ...require('../../jest.preset.cjs')({ env: 'node', dir: __dirname }),
  // jsdom (DOM check) and esbuild leave handles that keep jest's process alive after a green run;
  // nothing of ours is pending by then (servers and temp dirs are closed in afterAll).
  forceExit: true,
};
