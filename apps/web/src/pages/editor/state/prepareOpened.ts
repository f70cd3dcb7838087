import { sheetLanguage } from '@pms/sheet/regions';
import type { QueryClient } from '@tanstack/react-query';
import { doneEarly, takeEarly } from '../../../api/earlyRequests';
import { ciFontSchema } from '../../../api/fonts';
import { hydraCollection } from '../../../api/hydra';
import { earlyDocument, sheetDocumentKeys } from '../../../api/sheetDocument';
import { CI_FONTS, designerDocument, sheetDocumentPath } from '../../../api/sheetPaths';
import { preparePage } from './preparePage';
import { parseVariantIds } from './variantSelection';

/**
 * The designer opened from a link: page 1's faces, patterns and images start as soon as the
 * sheet and the brands' families the entry asked for arrive (see earlyDesigner.ts), while the
 * login check and the first renders run, not after them. The designer's own preparePage later
 * finds them fetched (every load is cached). Anything unexpected leaves it to the designer.
 * Resolves once they have started (or will not), never rejects: the entry renders the app
 * after it, so that the downloads run while the app first renders. `client` gets the document.
 * `address` is the designer's (a link clicked in the app leads there; the browser is not yet).
 */
export function prepareOpenedSheet(
  client: QueryClient,
  address: { pathname: string; search: string } = window.location,
): Promise<void> {
  const opened = designerDocument(address.pathname);
  if (!opened) return Promise.resolve();
  const sheet = takeEarly(sheetDocumentPath(opened.kind, opened.id));
  const families = takeEarly(CI_FONTS);
  if (!sheet || !families) return Promise.resolve();
  return Promise.all([sheet, families])
    .then(([body, list]) => {
      const document = earlyDocument(opened.kind, body);
      // The designer's first render has its document, instead of rendering a spinner and
      // asking the query (a few tasks later) for what is here already.
      client.setQueryData(sheetDocumentKeys.one(opened.kind, opened.id), document);
      doneEarly(sheetDocumentPath(opened.kind, opened.id));
      const fontFamily = hydraCollection(ciFontSchema)
        .parse(list)
        ['hydra:member'].find((entry) => entry.ci === document.data.ci)?.fontFamily;
      const params = new URLSearchParams(address.search);
      // Started, not awaited: the downloads need no main thread.
      void preparePage({
        data: document.data,
        fontFamily,
        language: sheetLanguage(document.region),
        search: params.get('search') ?? '',
        variantIds: parseVariantIds(params.get('variants')),
      });
    })
    .catch(() => undefined);
}
