import { ANYONE, adminsOnly, definePolicy } from './authorize.ts';

export const NOT_ALLOWED_FONTS = 'Only administrators can manage brand fonts.';

/**
 * Brand fonts (DESIGN.md: fonts are the admins'): everyone logged in reads which fonts a ci
 * uses and may choose; the font families themselves, their files and assignments are admins'.
 */
export const fontPolicy = definePolicy('fonts', {
  readChoices: ANYONE,
  /** A brand face's file: anyone logged in, or with a link signed for them. */
  readFiles: ANYONE,
  manage: adminsOnly(NOT_ALLOWED_FONTS),
});
