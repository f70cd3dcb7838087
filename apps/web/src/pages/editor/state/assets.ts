// What the designer's layout reads besides the document: fonts, image sizes and hyphenation
// patterns. Everything the designer loads goes through this module (preparePage before the
// first render, DesignerAssets while it runs); the caches themselves live in canvas/fonts.ts and
// canvas/images.ts, which the canvas and the dealer logo share.
import {
  type Element,
  type FontLibrary,
  hyphenationLanguage,
  type ImageAsset,
  loadHyphenation,
  hyphenationReady as patternsHere,
} from '@pms/sheet/browser';
import {
  facesHere,
  fontLibrary,
  fontsReady,
  keepShapesWhenIdle,
  likelyFaces,
  loadFaces,
  missingFaces,
  preloadFonts,
} from '../canvas/fonts';
import { loadImageAsset, measuredImages } from '../canvas/images';

export { likelyFaces, loadFaces, loadHyphenation, loadImageAsset };

export interface AssetsSnapshot {
  /** Counts arrivals of faces: a library made after one draws with them. */
  arrivals: number;
  fontError: boolean;
  /** The images measured so far, by source. */
  images: ReadonlyMap<string, ImageAsset>;
  /** Languages whose patterns were asked for and settled (loaded or failed). */
  hyphenation: ReadonlySet<string>;
}

/**
 * The assets one designer waits for, as a small store (subscribe/getSnapshot): each arrival is
 * a new snapshot, and the layout derived from it runs again.
 */
export class DesignerAssets {
  private snapshot: AssetsSnapshot = {
    arrivals: 0,
    fontError: false,
    // Measured before the first render (see preparePage): the first layout draws them.
    images: measuredImages(),
    hyphenation: new Set(),
  };
  private readonly listeners = new Set<() => void>();
  private readonly requestedImages = new Set<string>();
  private readonly requestedPatterns = new Set<string>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AssetsSnapshot => this.snapshot;

  /** Fetches the default face unless it is here (see preloadFonts). */
  preloadFonts(): void {
    // Here already (see preparePage): a new library now would only lay out and render again.
    if (fontsReady()) return;
    preloadFonts().then(this.arrived, this.failed);
  }

  /** A library of the faces here of these families; null until the default face is here. */
  fontLibrary(families: readonly string[]): FontLibrary | null {
    return fontsReady() ? fontLibrary(families) : null;
  }

  /**
   * Starts fetching faces (cached, so calling it while rendering costs nothing) without
   * waiting for them: the fetch starts before the render's effects run.
   */
  prefetchFaces(ids: readonly string[]): void {
    loadFaces(ids).catch(() => undefined);
  }

  /** The faces a page's elements will likely ask for (see canvas/fonts likelyFaces). */
  likelyFaces(elements: readonly Element[], families: readonly string[], family?: string) {
    return likelyFaces(elements, families, family);
  }

  facesHere(ids: readonly string[]): boolean {
    return facesHere(ids);
  }

  /** Faces the last layout asked for that are not here. */
  missingFaces(): string[] {
    return missingFaces();
  }

  /** Fetches faces that are not here; their arrival is a new snapshot. */
  loadFaces(ids: readonly string[]): void {
    if (ids.length === 0 || facesHere(ids)) return;
    loadFaces(ids).then(this.arrived, this.failed);
  }

  /** Keeps what layout shaped for the next opening, once the browser is idle. */
  keepShapes(): void {
    keepShapesWhenIdle();
  }

  /** Starts measuring images (cached) while rendering; see requestImages for taking them in. */
  prefetchImages(sources: readonly string[]): void {
    for (const src of sources) void loadImageAsset(src);
  }

  /** Measures images once each; layout then draws them instead of a placeholder. */
  requestImages(sources: readonly string[]): void {
    const missing = [...new Set(sources)].filter((src) => !this.requestedImages.has(src));
    if (missing.length === 0) return;
    for (const src of missing) this.requestedImages.add(src);
    void Promise.all(missing.map(loadImageAsset)).then((assets) => {
      const found = assets.filter((asset): asset is ImageAsset => asset !== null);
      const current = this.snapshot.images;
      // Measured before the first render already: the same state, no new layout.
      if (found.every((asset) => current.get(asset.src) === asset)) return;
      const images = new Map(current);
      for (const asset of found) images.set(asset.src, asset);
      this.update({ images });
    });
  }

  /**
   * Whether layout in `language` may start: its hyphenation patterns (a chunk of their own,
   * 10 to 230 KB gzipped) are here, so lines break as in the PDF. Starts loading them; a
   * language without patterns, or patterns that fail to load, does not hold layout back.
   */
  hyphenationReady(language: string): boolean {
    const code = hyphenationLanguage(language);
    if (!code || patternsHere(code) || this.snapshot.hyphenation.has(code)) return true;
    if (!this.requestedPatterns.has(code)) {
      this.requestedPatterns.add(code);
      const settled = () =>
        this.update({ hyphenation: new Set([...this.snapshot.hyphenation, code]) });
      loadHyphenation(code).then(settled, settled);
    }
    return false;
  }

  private readonly arrived = (): void => this.update({ arrivals: this.snapshot.arrivals + 1 });

  private readonly failed = (): void => this.update({ fontError: true });

  private update(patch: Partial<AssetsSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
