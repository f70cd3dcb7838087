import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from 'react';
import { importWithReload } from './chunkReload';

/** A page component whose chunk can be fetched before anyone navigates to it. */
export interface LazyPage extends FunctionComponent {
  /** Fetches the chunk; settles once it is there or has failed. */
  preload(): Promise<void>;
}

/**
 * A page loaded on first visit (one chunk per screen). `pick` names the export, because our
 * modules export components by name. A missing chunk reloads the page once (see chunkReload).
 *
 * Once the chunk is in, the page renders at once instead of through React.lazy: lazy suspends
 * at least once even for a loaded module, and React holds back the content behind a fallback
 * for up to 300 ms, which was most of the time between login and a usable overview.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(async () => {
    loaded ??= pick(await importWithReload(load));
    return { default: loaded };
  });
  function Page() {
    // Chosen once per mount: switching between the two would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  // Without the reload guard: a page nobody asked for yet must not reload the tab.
  Page.preload = async () => {
    try {
      loaded ??= pick(await load());
    } catch {
      // Left to the navigation, which loads again and reports a failure.
    }
  };
  return Page;
}
