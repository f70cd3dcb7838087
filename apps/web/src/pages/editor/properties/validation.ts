import type { TFunction } from 'i18next';

/** The first schema issue of an edited config, reduced to what a field needs to explain it. */
export interface FieldIssue {
  code: string;
  /** Dotted path in the config, e.g. `style.width`. */
  path: string;
  minimum?: number | undefined;
  maximum?: number | undefined;
}

/** A translated message for a schema issue (zod's own messages are English only). */
export function issueMessage(t: TFunction, issue: FieldIssue): string {
  if (issue.code === 'too_small' && issue.minimum !== undefined) {
    return t('editorPanels.errors.min', { min: issue.minimum });
  }
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    return t('editorPanels.errors.max', { max: issue.maximum });
  }
  if (issue.code === 'too_small') return t('editorPanels.errors.required');
  if (issue.code === 'invalid_type') return t('editorPanels.errors.number');
  if (issue.code === 'invalid_format') return t('editorPanels.errors.format');
  return t('editorPanels.errors.invalid');
}
