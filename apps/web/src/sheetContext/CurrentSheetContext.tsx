import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** The sheet open in an editor, as the top bar names it. */
export interface CurrentSheet {
  name: string;
  /** Region code of a regional sheet (`cz`); absent for a master sheet. */
  region?: string | null;
}

type SetCurrentSheet = (sheet: CurrentSheet | null) => void;

// Two contexts: the pages that set the sheet (the designer) must not render again when it is
// set. With one context holding both, naming the sheet rendered the whole designer a second
// time as it opened (35 to 60 ms on the 2-core machine); now only the top bar's name does.
const CurrentSheetContext = createContext<CurrentSheet | null | undefined>(undefined);
const SetCurrentSheetContext = createContext<SetCurrentSheet | null>(null);

/** Holds the currently open sheet; the editor pages set it, the top bar shows it. */
export function CurrentSheetProvider({ children }: { children: ReactNode }) {
  const [sheet, setSheet] = useState<CurrentSheet | null>(null);
  return (
    <SetCurrentSheetContext.Provider value={setSheet}>
      <CurrentSheetContext.Provider value={sheet}>{children}</CurrentSheetContext.Provider>
    </SetCurrentSheetContext.Provider>
  );
}

const outside = () => new Error('the current sheet needs a <CurrentSheetProvider>');

/** The sheet open right now, or null on pages without one. */
export function useCurrentSheet(): CurrentSheet | null {
  const sheet = useContext(CurrentSheetContext);
  if (sheet === undefined) throw outside();
  return sheet;
}

/** Sets or clears the current sheet directly, e.g. on logout. */
export function useSetCurrentSheet(): SetCurrentSheet {
  const setSheet = useContext(SetCurrentSheetContext);
  if (!setSheet) throw outside();
  return setSheet;
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
