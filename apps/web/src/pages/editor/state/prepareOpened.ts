import { sheetLanguage } from '@pms/sheet/regions';
import { takeEarly } from '../../../api/earlyRequests';
import { ciFontSchema } from '../../../api/fonts';
import { hydraCollection } from '../../../api/hydra';
import { earlyDocument } from '../../../api/sheetDocument';
import { CI_FONTS, designerDocument, sheetDocumentPath } from '../../../api/sheetPaths';
import { preparePage } from './preparePage';
import { parseVariantIds } from './variantSelection';

/**
 * The designer opened from a link: page 1's faces, patterns and images start as soon as the
 * sheet and the brands' families the entry asked for arrive (see main.tsx), while the login
 * check and the first renders run, not after them. The designer's own preparePage later finds
 * them fetched (every load is cached). Anything unexpected leaves it to the designer.
 */
export function prepareOpenedSheet(): void {
  const opened = designerDocument(window.location.pathname);
  if (!opened) return;
  const sheet = takeEarly(sheetDocumentPath(opened.kind, opened.id));
  const families = takeEarly(CI_FONTS);
  if (!sheet || !families) return;
  Promise.all([sheet, families])
    .then(([body, list]) => {
      const document = earlyDocument(opened.kind, body);
      const fontFamily = hydraCollection(ciFontSchema)
        .parse(list)
        ['hydra:member'].find((entry) => entry.ci === document.data.ci)?.fontFamily;
      const params = new URLSearchParams(window.location.search);
      return preparePage({
        data: document.data,
        fontFamily,
        language: sheetLanguage(document.region),
        search: params.get('search') ?? '',
        variantIds: parseVariantIds(params.get('variants')),
      });
    })
    .catch(() => undefined);
}
