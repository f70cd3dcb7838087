// Types for the parts of `hyphen` 1.14 (Liang's algorithm with TeX's patterns) the engine uses;
// @types/hyphen types only the per-language entry points, which bundle their patterns eagerly.
declare module 'hyphen/hyphen.js' {
  /** Hyphenates text: returns it with `hyphenChar` (a soft hyphen by default) at each point. */
  export type HyphenateSync = (text: string) => string;
  /** Builds a hyphenator from one language's patterns (`hyphen/patterns/<lang>.js`). */
  export default function createHyphenator(
    patterns: unknown,
    options?: { hyphenChar?: string; minWordLength?: number },
  ): HyphenateSync;
}

declare module 'hyphen/patterns/*.js' {
  /** A language's patterns in the library's own packed form: only createHyphenator reads it. */
  const patterns: unknown;
  export default patterns;
}
