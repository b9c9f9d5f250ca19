// The back office's page is a page of its own (office-index.ts): its own build, remotes and
// headers (docs/office.md). Leaving it for the storefront loads the storefront's page.

/** Loads the address the router has moved to as a page of its own (the shop's, with its headers). */
export function leaveOfficePage(): void {
  window.location.reload();
}
