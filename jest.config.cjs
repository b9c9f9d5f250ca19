// One Jest run over every package (each also runs alone with `npm test -w <package>`).
module.exports = {
  projects: ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-content', 'mf-nopf'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
