// Server rendering only (the shell's page build, the remotes' fragment builds): never part of a
// page's scripts, so it is not exported from the package's index.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement, ReactNode } from 'react';

/** What a style sheet's text must not contain to stay inside its <style> element. */
const CLOSING_STYLE = /<\/(style)/gi;

export interface ServerStyles {
  /** `page` with the styles collected while it renders. */
  collect(page: ReactNode): ReactElement;
  /**
   * The collected styles as one <style> for the page's <head> ('' if none), once the page has
   * rendered. Emotion in the browser leaves it where it is (`data-s`) and inserts none of the
   * styles it names again (their names in `data-emotion`).
   */
  styleTag(): string;
}

/**
 * Collects the Emotion styles of one page rendered on the server into one <style>, instead of
 * the <style> Emotion writes before each element that needs one (185 of them on the home page).
 * Those the browser's Emotion moves into the <head> as it loads, one DOM move each, in the
 * longest task of a phone's start-up; one sheet in the <head> is parsed with the page and moves
 * nothing.
 */
export function serverStyles(): ServerStyles {
  const cache = createCache({ key: 'css' });
  // Compatibility mode: Emotion keeps each style's rules in `inserted` instead of writing them
  // before the element (the mode @emotion/server's critical-CSS extraction uses).
  cache.compat = true;
  return {
    collect: (page) => <CacheProvider value={cache}>{page}</CacheProvider>,
    styleTag() {
      const names: string[] = [];
      let rules = '';
      for (const [name, text] of Object.entries(cache.inserted)) {
        if (typeof text !== 'string') continue;
        names.push(name);
        rules += text;
      }
      if (names.length === 0) return '';
      return `<style data-emotion="${cache.key} ${names.join(' ')}" data-s="">${rules.replace(CLOSING_STYLE, '<\\/$1')}</style>`;
    },
  };
}
