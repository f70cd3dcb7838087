/**
 * The regions of SPEC.md section 9, lowercase; a user's region is the first `REGION_{CODE}`
 * role. One list for the server's checks and the web app's forms (`@pms/sheet/regions`, a
 * dependency-free entry so the web app pulls in nothing else).
 */
export const REGIONS = [
  'none',
  'at',
  'cy-en',
  'cz',
  'bg',
  'gr',
  'hr',
  'hu',
  'mt',
  'pl',
  'ro',
  'si',
  'sk',
] as const;

export type Region = (typeof REGIONS)[number];
