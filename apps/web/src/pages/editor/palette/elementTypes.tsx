/**
 * The colour of dealer-editable elements (SPEC section 6): the same magenta the canvas
 * outlines them with (canvas/SheetCanvas.tsx), not imported to keep the canvas out of tests.
 */
export const DEALER_MAGENTA = '#ff00ff';
