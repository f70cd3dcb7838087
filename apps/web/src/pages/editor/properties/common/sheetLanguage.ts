import { createContext, useContext } from 'react';

/**
 * The language the open sheet's texts are in unless they name their own (BCP 47): English in
 * a master, the region's language in a regional copy (for the texts it translated).
 */
export const SheetLanguageContext = createContext('en');

export function useSheetLanguage(): string {
  return useContext(SheetLanguageContext);
}
