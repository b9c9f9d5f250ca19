// Asset imports resolve to their file name in unit tests.
module.exports = 'asset-stub';
