import { shopContacts } from '@mimea/shared/pure';

/** What the worker answers for a page when it is offline and has nothing stored at all. */
export const OFFLINE_PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline | ${shopContacts.brand}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1B1B1B;background:#FAFAF7}main{max-width:32rem;margin:auto}h1{color:#1E5B2E}</style>
</head><body><main><h1>You are offline</h1>
<p>This page has not been saved on this device yet. It will open when you are back online.</p>
<p>You can still order by phone on <a href="tel:${shopContacts.phoneE164}">${shopContacts.phoneDisplay}</a>.</p>
</main></body></html>`;
