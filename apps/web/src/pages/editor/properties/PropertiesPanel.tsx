// Placeholder until the designer's panels land; replaced by the real component.

/** Properties of the selected element, one component per type (uses useEditor). */
export function PropertiesPanel() {
  return null;
}
