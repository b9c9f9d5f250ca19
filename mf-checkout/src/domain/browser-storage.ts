/**
 * The browser's localStorage, or null where there is none (the server's render) or it is blocked
 * (a browser's privacy settings throw on access): what the checkout keeps there is then kept in
 * the page only.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
