/** The variants the dealer chose, per page: declared in the contracts with the save's body. */
export { variantSelectionSchema as selectionSchema } from '@pms/contracts';
