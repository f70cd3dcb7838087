/** sessionStorage key set while a reload for a missing chunk is under way. */
export const chunkReloadFlag = 'pms:chunk-reload';

/**
 * Whether an import failed because its file is gone, typically after a deployment replaced
 * the hashed chunks the open tab still knows. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk|Unable to preload CSS/i.test(
    error.message,
  );
}

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserDeps = (): ReloadGuardDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Loads a code chunk. When it is missing, reloads the page once so the new index.html and its
 * chunks are fetched; the sessionStorage flag makes the second failure show the error page
 * instead of reloading forever. A successful load clears the flag for the next deployment.
 */
export async function importWithReload<T>(
  load: () => Promise<T>,
  deps: ReloadGuardDeps = browserDeps(),
): Promise<T> {
  try {
    const module = await load();
    deps.storage.removeItem(chunkReloadFlag);
    return module;
  } catch (error) {
    if (!isChunkLoadError(error) || deps.storage.getItem(chunkReloadFlag) !== null) throw error;
    deps.storage.setItem(chunkReloadFlag, String(Date.now()));
    deps.reload();
    // The page is going away; never settle so nothing flashes an error meanwhile.
    return new Promise<T>(() => {});
  }
}
