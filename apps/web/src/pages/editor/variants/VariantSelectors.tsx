// Placeholder until the designer's panels land; replaced by the real component.

/** One selector per variant group of the current page, for the toolbar (uses useEditor). */
export function VariantSelectors() {
  return null;
}
