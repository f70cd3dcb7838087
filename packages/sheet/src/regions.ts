/**
 * The regions moved to `@pms/contracts/regions` (issue 40 point 5); this entry re-exports them
 * until the web app imports them from there.
 */
export { REGIONS, type Region, sheetLanguage } from '@pms/contracts/regions';
