// The stand-in origins a remote's rendered pages are written with (config/render-fragments.mjs),
// which the shell's servers replace with the real ones when they put a page together
// (tools/compose-page.mjs): the remote's own origin (its pictures), known only where it is
// deployed, and the shop's public origin (canonical and link-preview URLs). `.invalid` never
// resolves (RFC 2606), so a stand-in left in place can never reach anyone.
const REMOTE_ORIGIN_STAND_IN = 'https://remote-origin.invalid';
const SITE_ORIGIN_STAND_IN = 'https://site-origin.invalid';

module.exports = { REMOTE_ORIGIN_STAND_IN, SITE_ORIGIN_STAND_IN };
