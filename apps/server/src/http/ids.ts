/** Ids are written one canonical way; the rule lives in the contracts, beside the path schemas. */
export { canonicalId, idOf, MAX_ID } from '@pms/contracts';
