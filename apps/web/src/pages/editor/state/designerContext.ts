import type { FontLibrary, SheetData, VariantSelection } from '@pms/sheet/browser';
import { createContext, useContext } from 'react';
import type { ElementLayer } from '../canvas/elementLayers';
import type { DesignerStore } from './designerStore';

/** What only the designer's own frame (canvas, toolbar, save) needs beyond `EditorApi`. */
export interface DesignerState {
  /** The store itself, for what its named actions offer beyond EditorApi (save states). */
  store: DesignerStore;
  /** Fonts for layout; null while they load. */
  fonts: FontLibrary | null;
  fontError: boolean;
  /** The current page is laid out with every face it uses (`data-ready` of the canvas). */
  drawn: boolean;
  /** The current page's elements, each laid out on its own layer, in painting order. */
  layers: readonly ElementLayer[];
  page: { width: number; height: number };
  /** The document differs from the one last loaded or saved. */
  dirty: boolean;
  /** See DesignerStore.markSaved. */
  markSaved(data: SheetData, sent?: SheetData): void;
  /** The selection of every page that has one, for exports of all pages. */
  selectionOf(pageIndex: number): VariantSelection;
}

export const DesignerContext = createContext<DesignerState | null>(null);

export function useDesigner(): DesignerState {
  const value = useContext(DesignerContext);
  if (value === null) throw new Error('useDesigner is used outside the designer');
  return value;
}
