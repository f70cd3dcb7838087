// The npm package `xliff` has no types. Only the tests use it, as an independent XLIFF 2
// library that re-saves a translation file the way a translator's tool may.
declare module 'xliff' {
  /** An XLIFF document as the package's JavaScript object. */
  export type XliffJs = Record<string, unknown>;
  export function xliff2js(xml: string): Promise<XliffJs>;
  export function js2xliff(js: XliffJs, options?: { indent?: string }): Promise<string>;
}
