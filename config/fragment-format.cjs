// The shape of a remote's rendered page (docs/architecture.md, section 4.1): written by
// config/render-fragments.mjs, read by the shell's server (tools/compose-page.mjs).
//
// The page's <head> comes first, up to HEAD_END, then its HTML. Both are written with stand-in
// origins, which the server replaces with the real ones when it puts a page together: the
// remote's own origin (its pictures), known only where it is deployed, and the shop's public
// origin (canonical and link-preview URLs). `.invalid` never resolves (RFC 2606), so a stand-in
// left in place can never reach anyone.
const HEAD_END = '<!--/fragment-head-->';
const REMOTE_ORIGIN_STAND_IN = 'https://remote-origin.invalid';
const SITE_ORIGIN_STAND_IN = 'https://site-origin.invalid';

module.exports = { HEAD_END, REMOTE_ORIGIN_STAND_IN, SITE_ORIGIN_STAND_IN };
