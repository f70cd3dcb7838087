import { languageFromPath, localizePath } from '../i18n/languagePath';

/**
 * Leaves the page for the overview by the browser's own navigation, so that nothing of the
 * page (a previous user's unsent work) survives into the next session.
 */
export function leaveForOverview(): void {
  window.location.assign(localizePath('/', languageFromPath(window.location.pathname)));
}
