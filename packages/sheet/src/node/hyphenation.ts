import { createRequire } from 'node:module';
import {
  type HyphenationLanguage,
  PATTERN_FILES,
  setHyphenationPatternSource,
} from '../layout/hyphenation.ts';

// Not named `require`: bundlers treat that name as their own and would try to resolve the path.
const requirePatterns = createRequire(import.meta.url);

/**
 * Reads a language's hyphenation patterns synchronously on first use, so that server layouts
 * (synchronous, in any worker thread) hyphenate without loading every language up front.
 */
export function nodeHyphenationPatterns(language: HyphenationLanguage): unknown {
  return requirePatterns(`hyphen/patterns/${PATTERN_FILES[language]}.js`);
}

setHyphenationPatternSource(nodeHyphenationPatterns);
