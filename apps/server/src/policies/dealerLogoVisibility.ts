// The dealer logo policy lives in dealerLogos.ts; this name is kept for its importers.
export { visibleDealerLogos } from './dealerLogos.ts';
