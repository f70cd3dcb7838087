import { hyphenationLanguage, hyphenationReady, loadHyphenation } from '@pms/sheet/browser';
import { useEffect, useMemo, useState } from 'react';

/**
 * Loads the hyphenation patterns of `language` (each language is a chunk of its own, 10 KB to
 * 230 KB gzipped) and tells when layout may start: the canvas waits for them, so that it breaks
 * lines as the PDF does. A language without patterns, or patterns that fail to load, does not
 * hold the canvas back; it then breaks only at soft hyphens.
 */
export function useHyphenationReady(language: string): boolean {
  const code = hyphenationLanguage(language);
  const [loaded, setLoaded] = useState<string | undefined>(() =>
    code && hyphenationReady(code) ? code : undefined,
  );
  // Fetching starts while the designer renders, not in the effect after it (see fonts); a
  // second call finds the module already loading.
  useMemo(() => {
    if (code && !hyphenationReady(code)) loadHyphenation(code).catch(() => undefined);
  }, [code]);
  useEffect(() => {
    if (!code || hyphenationReady(code)) return;
    let live = true;
    const done = () => live && setLoaded(code);
    loadHyphenation(code).then(done, done);
    return () => {
      live = false;
    };
  }, [code]);
  return !code || loaded === code || hyphenationReady(code);
}
