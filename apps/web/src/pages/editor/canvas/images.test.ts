import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Image: loads when its src is set, and counts decode() calls. */
class LoadingImage {
  static decoded: string[] = [];
  naturalWidth = 2600;
  naturalHeight = 1733;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #src = '';
  set src(value: string) {
    this.#src = value;
    queueMicrotask(() => this.onload?.());
  }
  decode(): Promise<void> {
    LoadingImage.decoded.push(this.#src);
    return Promise.resolve();
  }
}

describe('loadImageAsset', () => {
  afterEach(() => {
    LoadingImage.decoded = [];
  });

  it('answers the size and has the browser decode the image while the page is prepared', async () => {
    vi.stubGlobal('Image', LoadingImage);
    // A fresh module: measured sizes are kept per page load.
    vi.resetModules();
    const { loadImageAsset } = await import('./images');
    const asset = await loadImageAsset('/media/photo.jpg');
    expect(asset).toMatchObject({ src: '/media/photo.jpg', width: 2600, height: 1733 });
    expect(asset?.mimeType).toBe('image/jpeg');
    expect(LoadingImage.decoded).toEqual(['/media/photo.jpg']);
    // Asked again, it is neither loaded nor decoded twice.
    await loadImageAsset('/media/photo.jpg');
    expect(LoadingImage.decoded).toEqual(['/media/photo.jpg']);
  });

  it('still answers the size where the browser cannot decode ahead', async () => {
    // As in a browser without HTMLImageElement.decode (and jsdom).
    class WithoutDecode {
      naturalWidth = 2600;
      naturalHeight = 1733;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_value: string) {
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', WithoutDecode);
    vi.resetModules();
    const { loadImageAsset } = await import('./images');
    expect(await loadImageAsset('/media/wheel.png')).toMatchObject({
      width: 2600,
      mimeType: 'image/png',
    });
  });
});
