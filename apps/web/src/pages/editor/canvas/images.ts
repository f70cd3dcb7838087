import type { ImageAsset } from '@pms/sheet/browser';

/**
 * An image for layout in the browser: only its intrinsic size matters, because the designer's
 * SVG links the image by URL (`imageHref: 'src'`) and never needs its bytes.
 */
export function loadImageAsset(src: string): Promise<ImageAsset | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve({
        src,
        width: image.naturalWidth || 1,
        height: image.naturalHeight || 1,
        // Layout only reads the size; the type matters to the PDF renderer on the server.
        mimeType: /\.png($|\?)/i.test(src) ? 'image/png' : 'image/jpeg',
        bytes: new Uint8Array(0),
      });
    image.onerror = () => resolve(null);
    image.src = src;
  });
}
