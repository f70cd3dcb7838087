import { ANYONE, adminsOnly, definePolicy } from './authorize.ts';

export const NOT_ALLOWED_PALETTES = 'Only administrators can change brand colours.';

/**
 * Brand palettes (issue 44 point 8): everyone logged in reads them (designers choose colours
 * by name, region admins and dealers see the names sheets use); only admins, who keep the
 * brands' manuals, add, change or delete a colour.
 */
export const palettePolicy = definePolicy('palettes', {
  read: ANYONE,
  manage: adminsOnly(NOT_ALLOWED_PALETTES),
});
