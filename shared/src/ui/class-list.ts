/** The class attribute of the names given, leaving out the empty and the false ones. */
export function classList(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
