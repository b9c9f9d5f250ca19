import type { RemoteName } from './runtime-config';

/**
 * The remotes this page of the shell registers and loads: on a shopper's page, the storefront's.
 * The back office's page (its own build, shell/webpack.config.js) swaps this file for
 * office-page-remotes.ts, the office alone: neither page knows the other's remotes, so a
 * shopper's page never asks for a byte of the office (docs/office.md).
 */
export const PAGE_REMOTES: readonly RemoteName[] = ['catalog', 'checkout', 'content', 'nopf'];
