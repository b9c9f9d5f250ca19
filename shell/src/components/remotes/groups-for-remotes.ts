/**
 * The UI groups of @mimea/shared that only remotes draw (the shop's parts, shared/ui/parts.ts).
 * A build provides a shared module to the page only when its own code asks for it, so the shell
 * names them here; nothing needs to call this (the remotes ask the federation runtime).
 */
export const groupsOnlyRemotesDraw = [() => import('@mimea/shared/ui/parts')] as const;
