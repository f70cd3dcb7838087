const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Whether a URL may be stored: relative URLs and http(s), mailto and tel. Browsers ignore
 * control characters and whitespace inside a scheme, so `java\tscript:` is caught too.
 */
export function isSafeUrl(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme);
}
