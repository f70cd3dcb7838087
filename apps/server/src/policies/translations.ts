import { adminsAndRegionAdmins, definePolicy } from './authorize.ts';
import { regionalSheetPolicy } from './regionalSheets.ts';

export const NOT_ALLOWED_TRANSLATIONS = 'You are not allowed to export translations.';

/**
 * Translation files: admins and region admins export them (of a sheet they may read); an
 * import changes the copy, so it follows the regional copy's `write` rule.
 */
export const translationPolicy = definePolicy('translations', {
  export: adminsAndRegionAdmins(NOT_ALLOWED_TRANSLATIONS),
  import: regionalSheetPolicy.actions.write,
});
