import type { Page } from '@playwright/test';

/** React's errors as its production build words them, and any message about hydration. */
const REACT_ERROR = /Minified React error #\d+|hydrat/i;

/**
 * What React reports on `page` from now on: its uncaught errors (a hydration mismatch reaches
 * `onRecoverableError`, whose default is the browser's reportError) and its console errors.
 */
export function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    if (REACT_ERROR.test(`${error.message} ${error.stack ?? ''}`)) errors.push(`${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && REACT_ERROR.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}
