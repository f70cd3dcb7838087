// Tests lay out with the same bundled fonts as production.
export { notoSans, notoSansSource } from '../node/fonts.ts';
