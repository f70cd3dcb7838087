// Tests lay out with the same bundled fonts as production.
export { notoSans, notoSansSource, openFonts } from '../node/fonts.ts';
