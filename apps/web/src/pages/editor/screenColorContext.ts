import { naiveScreenColor, type ScreenColor } from '@pms/sheet/browser';
import { createContext, useContext } from 'react';

/**
 * How the designer shows process colours (swatches, the canvas): the print profile's
 * conversion once loaded (`useScreenColor`), the naive formula before and outside the editor.
 */
export const ScreenColorContext = createContext<ScreenColor>(naiveScreenColor);

/** The designer's conversion of process colours to what the screen shows. */
export function useDesignerScreenColor(): ScreenColor {
  return useContext(ScreenColorContext);
}
