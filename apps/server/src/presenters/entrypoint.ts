import type { EntrypointAnswer } from '@pms/contracts';
import { hydraItem } from '../http/hydra.ts';

/**
 * The API's front door: where each collection lives. Public, like API Platform's. It also says
 * the brand a new sheet starts with (DEFAULT_CI), so the web app follows the server's setting.
 */
export function presentEntrypoint(defaultCi: string): EntrypointAnswer {
  return hydraItem('Entrypoint', '/api', {
    defaultCi,
    sheets: '/api/sheets',
    regionalSheets: '/api/regional_sheets',
    categories: '/api/categories',
    mediaObjects: '/api/media_objects',
    dealerLogos: '/api/dealer_logos',
    dealerProfiles: '/api/dealer_profiles',
    exportRecords: '/api/export_records',
    batchExports: '/api/batch_exports',
    dealerValues: '/api/dealer_values',
    users: '/api/users',
    printProfile: '/api/print_profile',
  });
}
