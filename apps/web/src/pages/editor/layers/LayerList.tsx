// Placeholder until the designer's panels land; replaced by the real component.

/** The current page's elements: select, rename, hide, order (uses useEditor). */
export function LayerList() {
  return null;
}
