import { isUploadedPhoto, photoSrcSet } from './uploaded-photos';

describe('uploaded photos', () => {
  it("names an uploaded photo's three widths", () => {
    expect(isUploadedPhoto('/api/catalogue/photos/ab12cd-640.webp')).toBe(true);
    expect(photoSrcSet('/api/catalogue/photos/ab12cd-640.webp')).toBe(
      '/api/catalogue/photos/ab12cd-320.webp 320w, /api/catalogue/photos/ab12cd-640.webp 640w, /api/catalogue/photos/ab12cd-1024.webp 1024w',
    );
  });

  it('leaves other pictures alone', () => {
    for (const src of ['/uploads/products/olive-soap-1.svg', '/api/catalogue/photos/ab12cd-320.webp', '/api/catalogue/photos/../x-640.webp', 'https://evil.example/x-640.webp']) {
      expect(isUploadedPhoto(src)).toBe(false);
    }
  });
});
