// The dealer profile policy lives in dealerProfiles.ts; these names are kept for its importers.
export { NOT_YOUR_PROFILE, visibleDealerProfiles } from './dealerProfiles.ts';
