// A chosen file's text (UTF-8, as M-Pesa's portal and spreadsheets write CSV). FileReader, which every
// browser the office supports has (and jsdom, where Blob.text() is missing).
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The file was not read as text')));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}
