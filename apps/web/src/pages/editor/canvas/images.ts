import type { ImageAsset } from '@pms/sheet/browser';

/**
 * An image for layout in the browser: only its intrinsic size matters, because the designer's
 * SVG links the image by URL (`imageHref: 'src'`) and never needs its bytes.
 */
export function loadImageAsset(src: string): Promise<ImageAsset | null> {
  let loading = measured.get(src);
  if (loading === undefined) {
    loading = measure(src);
    measured.set(src, loading);
    // A failed image may be asked for again (a retry after the server was away).
    void loading.then((asset) => {
      if (asset === null) measured.delete(src);
      else sizes.set(src, asset);
    });
  }
  return loading;
}

// Media files are content-addressed, so a size once measured stays right for the page's life;
// the designer starts measuring a page's images before its first render commits, and the same
// promise then serves the layout that asks for them.
const measured = new Map<string, Promise<ImageAsset | null>>();
const sizes = new Map<string, ImageAsset>();

/**
 * The images measured so far: the designer starts with them, so a page prepared before its
 * first render (see preparePage) is laid out once with its images, not with placeholders first.
 */
export function measuredImages(): ReadonlyMap<string, ImageAsset> {
  return new Map(sizes);
}

function measure(src: string): Promise<ImageAsset | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      // Decoded now, while the page is prepared, the picture is ready when the page is first
      // painted: the browser keeps decoded images by their file, which the page's layers link.
      // Otherwise it decodes them after that paint (the demo photo, 2600 pixels wide, and its
      // wheel took 35 and 60 ms after it on a warm opening).
      image.decode?.().catch(() => undefined);
      resolve({
        src,
        width: image.naturalWidth || 1,
        height: image.naturalHeight || 1,
        // Layout only reads the size; the type matters to the PDF renderer on the server.
        mimeType: /\.png($|\?)/i.test(src) ? 'image/png' : 'image/jpeg',
        bytes: new Uint8Array(0),
      });
    };
    image.onerror = () => resolve(null);
    image.src = src;
  });
}
