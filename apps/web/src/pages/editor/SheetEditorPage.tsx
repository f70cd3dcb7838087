import { Box, CircularProgress } from '@mui/material';
import { CURRENT_SCHEMA_VERSION, parseSheetData } from '@pms/sheet/browser';
import { sheetLanguage } from '@pms/sheet/regions';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useOwnDealerProfile } from '../../api/dealerProfiles';
import { copyFor } from '../../api/earlyDesigner';
import { useEntrypoint } from '../../api/entrypoint';
import { useCiFonts } from '../../api/fonts';
import { useScreenColor } from '../../api/printProfile';
import {
  fetchSheetDocument,
  type SheetDocument,
  type SheetKind,
  sheetDocumentKeys,
} from '../../api/sheetDocument';
import { dealerValuesPath } from '../../api/sheetPaths';
import { useAuth } from '../../auth/AuthContext';
import { isAdmin, isRegionAdmin, userRegion } from '../../auth/roles';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { FillsWindow } from '../../shell/fillWindow';
import { preloadFonts } from './canvas/fonts';
import { DealerForm } from './dealerForm/DealerForm';
import { EditorNotice } from './EditorNotice';
import { DesignerFrame } from './page/DesignerFrame';
import { useDealerLogoAsset } from './page/useDealerLogoAsset';
import { useNarrowScreen } from './page/useNarrowScreen';
import { SheetLanguageContext } from './properties/common/sheetLanguage';
import { ScreenColorContext } from './screenColorContext';
import { dealerValuesKey } from './state/dealerValuesStorage';
import { earlyRemoteValues, type RemoteValues } from './state/dealerValuesSync';
import { EditorProvider } from './state/EditorProvider';
import { prepareOpenedSheet } from './state/prepareOpened';
import { preparePage } from './state/preparePage';
import { parseVariantIds } from './state/variantSelection';

// The fonts download while the sheet itself loads, not after it: this module is only
// evaluated when a designer route opens. A failure is shown by the canvas, which asks again.
preloadFonts().catch(() => undefined);
/** The designer opened from a link starts what its first layout reads (see main.tsx). */
export const startOpening = prepareOpenedSheet;

/**
 * A sheet that does not exist yet: what `/edit/create` starts from. Its brand is the server's
 * DEFAULT_CI (SPEC section 3: the car maker's identifier), so one setting decides it everywhere.
 */
function newDocument(defaultCi: string): SheetDocument {
  return {
    kind: 'sheet',
    id: 0,
    iri: '',
    meta: { name: '', details: '', status: 'locked', category: null },
    data: parseSheetData({ schemaVersion: CURRENT_SCHEMA_VERSION, ci: defaultCi }),
    version: 0,
    region: null,
    masterIri: null,
    regionalCopies: [],
    standing: null,
  };
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('editor.loading')} />
    </Box>
  );
}

/**
 * Who designs and who only fills in (SPEC section 6, DESIGN's permission table): admins design
 * everything; a region admin designs the copy of their own region; everyone else is a dealer.
 */
function modeFor(
  document: SheetDocument,
  user: ReturnType<typeof useAuth>['user'],
): 'design' | 'dealer' {
  if (isAdmin(user)) return 'design';
  if (document.kind === 'regional' && isRegionAdmin(user) && document.region === userRegion(user)) {
    return 'design';
  }
  return 'dealer';
}

function Editor({ document, isNew }: { document: SheetDocument; isNew: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const search = params.get('search') ?? '';
  const variantIds = useMemo(() => parseVariantIds(params.get('variants')), [params]);
  const dealerLogo = useDealerLogoAsset(document.data.ci);
  // The ci's brand family: the designer sets the sheet in it, as the exports do.
  const ciFonts = useCiFonts();
  const fontFamily = ciFonts.data?.find((entry) => entry.ci === document.data.ci)?.fontFamily;
  const dealerProfile = useOwnDealerProfile();
  // CMYK colours on screen as the print profile prints them (naive until it has loaded).
  const screenColor = useScreenColor();
  const canDesign = modeFor(document, user) === 'design';
  // Dealers on a phone or tablet fill in a form; designers keep the designer.
  const narrow = useNarrowScreen();
  // Designers may look at the sheet as a dealer sees it; dealers always do.
  const [preview, setPreview] = useState(false);
  const designMode = canDesign && !preview ? 'design' : 'dealer';
  const storageKey =
    user && !isNew ? dealerValuesKey(user.username, document.kind, document.id) : null;
  const { token } = useAuth();
  const remote = useMemo(
    () => (isNew ? null : { url: dealerValuesPath(document.kind, document.id), token }),
    [isNew, document.kind, document.id, token],
  );
  const valuesUrl = remote?.url ?? null;
  const language = sheetLanguage(document.region);
  // The first page's faces, patterns and images are fetched before the designer renders, so it
  // renders and lays out once (see preparePage); a new sheet's is empty and ready at once.
  // With the user's dealer values when the entry asked for them early (see earlyDesigner.ts):
  // the first layout shows their variants, instead of a second layout when they arrive.
  const [prepared, setPrepared] = useState(false);
  const [openedValues, setOpenedValues] = useState<RemoteValues | null>(null);
  const familyKnown = !ciFonts.isLoading;
  useEffect(() => {
    if (!familyKnown) return;
    let live = true;
    void Promise.all([
      preparePage({ data: document.data, fontFamily, language, search, variantIds }),
      valuesUrl ? earlyRemoteValues(valuesUrl) : null,
    ]).then(([, values]) => {
      if (!live) return;
      setOpenedValues(values);
      setPrepared(true);
    });
    return () => {
      live = false;
    };
    // Once prepared, the designer stays: a later run only warms what it fetches itself.
  }, [familyKnown, document, fontFamily, language, search, variantIds, valuesUrl]);
  // Laid out once in the right family, not first in Noto Sans (a failed read keeps Noto Sans).
  if (ciFonts.isLoading || (!prepared && !isNew)) {
    return <CircularProgress aria-label={t('app.loading')} />;
  }
  return (
    <ScreenColorContext.Provider value={screenColor}>
      <SheetLanguageContext.Provider value={language}>
        <EditorProvider
          // A different sheet (or a new one that got its id) starts a fresh history.
          key={`${document.kind}:${document.id}`}
          initialData={document.data}
          mode={designMode}
          search={search}
          initialVariantIds={variantIds}
          dealerValuesKey={storageKey}
          dealerLogo={dealerLogo}
          dealerProfile={dealerProfile}
          dealerValuesRemote={remote}
          initialDealerValues={openedValues}
          screenColor={screenColor}
          language={language}
          fontFamily={fontFamily}
        >
          {narrow && !canDesign ? (
            <DealerForm document={document} search={search} />
          ) : (
            // The designer fills the window: its toolbar stays in view, its panels scroll.
            <FillsWindow>
              <DesignerFrame
                document={document}
                isNew={isNew}
                canDesign={canDesign}
                preview={preview}
                onPreviewChange={setPreview}
                search={search}
              />
            </FillsWindow>
          )}
        </EditorProvider>
      </SheetLanguageContext.Provider>
    </ScreenColorContext.Provider>
  );
}

function LoadedEditor({ kind, id }: { kind: SheetKind; id: number }) {
  const { t } = useTranslation();
  const { token, user } = useAuth();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const query = useQuery({
    queryKey: sheetDocumentKeys.one(kind, id),
    queryFn: ({ signal }) => fetchSheetDocument(kind, id, token, signal),
    // The designer holds the document; a refetch would not replace unsaved work anyway.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 403) {
      return <EditorNotice severity="error" text={t('editor.notAllowedRegion')} />;
    }
    if (error instanceof ApiError && error.status === 404) {
      return <EditorNotice severity="warning" text={t('editor.notFound')} />;
    }
    return <EditorNotice severity="error" text={t('editor.loadFailed')} />;
  }
  const document = query.data;
  // Regional staff work on their region's copy of a master (SPEC section 6).
  const copy = copyFor(kind, document.regionalCopies, user);
  if (copy) {
    const suffix = params.toString();
    return <Navigate replace to={to(`/edit-region/${copy.id}${suffix ? `?${suffix}` : ''}`)} />;
  }
  return <Editor document={document} isNew={false} />;
}

function useIdParam(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** `/edit/create`: a new master sheet, for admins only (SPEC section 5). */
export function CreateSheetPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const entrypoint = useEntrypoint();
  const defaultCi = entrypoint.data?.defaultCi;
  const document = useMemo(() => (defaultCi ? newDocument(defaultCi) : null), [defaultCi]);
  if (!isAdmin(user)) return <EditorNotice severity="error" text={t('editor.notAllowedCreate')} />;
  if (entrypoint.isError) return <EditorNotice severity="error" text={t('editor.loadFailed')} />;
  if (!document) return <Loading />;
  return <Editor document={document} isNew />;
}

/** `/edit/{id}`: a master sheet. */
export function EditSheetPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) return <EditorNotice severity="info" text={t('editor.noSheet')} />;
  return <LoadedEditor key={id} kind="sheet" id={id} />;
}

/** `/edit-region/{id}`: a regional copy; another region's copy is refused by the server. */
export function EditRegionalSheetPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) return <EditorNotice severity="info" text={t('editor.noSheet')} />;
  return <LoadedEditor key={id} kind="regional" id={id} />;
}
