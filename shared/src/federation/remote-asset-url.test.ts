import { remoteAssetUrl } from './remote-asset-url';

declare global {
  // webpack's free variable, which the fragment build also sets as a global on Node
  var __webpack_public_path__: string | undefined;
}

afterEach(() => {
  delete globalThis.__webpack_public_path__;
});

describe('remoteAssetUrl', () => {
  it("puts a picture's path on the bundling app's origin, whatever its base ends with", () => {
    globalThis.__webpack_public_path__ = 'http://localhost:3001/';
    expect(remoteAssetUrl('/uploads/olive-soap-1.svg')).toBe('http://localhost:3001/uploads/olive-soap-1.svg');
    globalThis.__webpack_public_path__ = 'https://catalog.example.co.ke/shop';
    expect(remoteAssetUrl('art/blog/x.svg')).toBe('https://catalog.example.co.ke/shop/art/blog/x.svg');
  });

  it('leaves the path root-relative where no bundler set a base', () => {
    expect(remoteAssetUrl('/illustrations/field.svg')).toBe('/illustrations/field.svg');
  });
});
