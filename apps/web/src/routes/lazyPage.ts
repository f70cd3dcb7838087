import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { importWithReload } from './chunkReload';

/**
 * A page loaded on first visit (one chunk per screen). `pick` names the export, because our
 * modules export components by name. A missing chunk reloads the page once (see chunkReload).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await importWithReload(load)) }));
}
