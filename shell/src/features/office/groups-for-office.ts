/**
 * The UI groups of @mimea/shared the back office draws, its own group (`@mimea/shared/ui/office`,
 * shared/ui/office.ts) among them, provided by the office's page: a build provides a shared module
 * only when its own code asks for it, so they are named here, each a chunk fetched only when the
 * office asks the federation runtime for it. The shoppers' pages are another build, which names
 * none of the office's (components/remotes/groups-for-remotes.ts).
 */
export const groupsTheOfficeDraws = [
  () => import('@mimea/shared/ui/controls'),
  () => import('@mimea/shared/ui/forms'),
  () => import('@mimea/shared/ui/navigation'),
  () => import('@mimea/shared/ui/overlays'),
  () => import('@mimea/shared/ui/table'),
  () => import('@mimea/shared/ui/details'),
  () => import('@mimea/shared/ui/parts'),
  () => import('@mimea/shared/ui/office'),
] as const;
