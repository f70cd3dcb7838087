import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** The sheet open in an editor, as the top bar names it. */
export interface CurrentSheet {
  name: string;
  /** Region code of a regional sheet (`cz`); absent for a master sheet. */
  region?: string | null;
}

interface CurrentSheetValue {
  sheet: CurrentSheet | null;
  setSheet: (sheet: CurrentSheet | null) => void;
}

const CurrentSheetContext = createContext<CurrentSheetValue | null>(null);

/** Holds the currently open sheet; the editor pages set it, the top bar shows it. */
export function CurrentSheetProvider({ children }: { children: ReactNode }) {
  const [sheet, setSheet] = useState<CurrentSheet | null>(null);
  const value = useMemo(() => ({ sheet, setSheet }), [sheet]);
  return <CurrentSheetContext.Provider value={value}>{children}</CurrentSheetContext.Provider>;
}

function useCurrentSheetValue(): CurrentSheetValue {
  const value = useContext(CurrentSheetContext);
  if (!value) throw new Error('the current sheet needs a <CurrentSheetProvider>');
  return value;
}

/** The sheet open right now, or null on pages without one. */
export function useCurrentSheet(): CurrentSheet | null {
  return useCurrentSheetValue().sheet;
}

/** Sets or clears the current sheet directly, e.g. on logout. */
export function useSetCurrentSheet(): (sheet: CurrentSheet | null) => void {
  return useCurrentSheetValue().setSheet;
}

/**
 * For editor pages: names `sheet` in the top bar while the page is mounted (pass null while it
 * loads) and clears it when the page goes away.
 */
export function useShowCurrentSheet(sheet: CurrentSheet | null): void {
  const setSheet = useSetCurrentSheet();
  const name = sheet?.name;
  const region = sheet?.region ?? null;
  useEffect(() => {
    setSheet(name === undefined ? null : { name, region });
    return () => setSheet(null);
  }, [name, region, setSheet]);
}
