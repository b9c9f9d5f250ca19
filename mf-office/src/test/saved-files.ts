// The files a page saved (saveFile: a Blob's link clicked), for tests: jsdom neither makes blob:
// URLs nor downloads, so the URLs are made here and the click records the file. Clicks go back to
// jsdom after each test of a file that imports this.
const spies: jest.SpyInstance[] = [];
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

/** The files saved from the call to the end of the test, with their names. */
export function savedFiles() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:office/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function saved(this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.download, blob });
  });
  spies.push(click);
  return { files };
}

/** A Blob's text (jsdom's Blob has no text()). */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
