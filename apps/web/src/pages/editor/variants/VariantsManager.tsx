// Placeholder until the designer's panels land; replaced by the real component.

/** Variant groups and variants of the current page: add, rename, delete (uses useEditor). */
export function VariantsManager() {
  return null;
}
