/** SPEC section 5, word for word: a target element the template does not have. */
export const elementNotFound = (name: string) =>
  `The element "${name}" specified as a target was not found in the template. Import canceled.`;

/** SPEC section 5, word for word: a variant group the template does not have. */
export const groupNotFound = (name: string) =>
  `The group "${name}" was not found in the template. Import canceled.`;

/** SPEC section 5: the answer to a dry run, `{0}` being the readable report. */
export const dryRunMessage = (result: string) => `TEST Import, sheet not saved. Result: ${result}`;

/** The sheet name that makes an import a dry run (SPEC section 5). */
export const DRY_RUN_NAME = 'test';

/** An import refused for a reason the person importing can fix in the file. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}
