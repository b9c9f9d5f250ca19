// How every browser run here starts Debian's Chromium (Playwright's own browser download cannot
// work offline). One list for the e2e suite and `npm run measure`.
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { executablePath, args };
