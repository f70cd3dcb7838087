// Placeholder until the designer's panels land; replaced by the real component.

/** Adds an element of each type with the engine's defaults (uses useEditor). */
export function ElementPalette() {
  return null;
}
