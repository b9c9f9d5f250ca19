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
   * The collected styles for the page's <head> ('' if none), once the page has rendered: the
   * global styles (ShopProviders' GlobalStyles) in a <style> each, then the components' styles
   * as one <style>. Emotion in the browser leaves them where they are (`data-s`), inserts none of
   * the styles the last one names again (their names in `data-emotion`), and takes each global
   * sheet over as it is. `globals: false` leaves the global styles out: a remote's fragment is
   * included in a shell page that has them.
   */
  styleTag(options?: { globals?: boolean }): string;
}

/** `rules` as the text of a <style>. */
function styleText(rules: string): string {
  return rules.replace(CLOSING_STYLE, '<\\/$1');
}

/**
 * Collects the Emotion styles of one page rendered on the server into the <head>, instead of
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
  // A global style is inserted without a selector. Emotion's <Global> in the browser takes over
  // the <style data-emotion="css-global NAME"> the server wrote for it; without one it compiles
  // and inserts all its rules again while React hydrates the page (71 rules on every page).
  const globalNames = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector === '') globalNames.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    collect: (page) => <CacheProvider value={cache}>{page}</CacheProvider>,
    styleTag({ globals = true } = {}) {
      const names: string[] = [];
      let rules = '';
      let globalTags = '';
      for (const [name, text] of Object.entries(cache.inserted)) {
        if (typeof text !== 'string') continue;
        if (!globalNames.has(name)) {
          names.push(name);
          rules += text;
        } else if (globals) {
          globalTags += `<style data-emotion="${cache.key}-global ${name}" data-s="">${styleText(text)}</style>`;
        }
      }
      const componentTag = names.length === 0 ? '' : `<style data-emotion="${cache.key} ${names.join(' ')}" data-s="">${styleText(rules)}</style>`;
      return globalTags + componentTag;
    },
  };
}
