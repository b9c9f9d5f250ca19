// Saves a file made in the browser (the recovery codes' text, a CSV the service sent in answer to
// a POST) under `filename`: a link to the Blob's URL, clicked, then let go. The file never passes
// through a URL anyone else sees: a blob: URL names memory of this page only.
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
