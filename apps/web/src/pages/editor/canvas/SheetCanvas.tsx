import { Alert, Box, CircularProgress } from '@mui/material';
import { PRINT_BLEED } from '@pms/sheet/browser';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { useDesigner } from '../state/EditorProvider';
import { ElementFrames } from './ElementFrames';
import { useRubberBand } from './useRubberBand';
import {
  CANVAS_MARGIN as MARGIN,
  PX_PER_PT,
  pageFitZoom,
  rememberViewport,
  stepZoom,
  type ZoomState,
} from './zoom';

/** Dealer-editable elements are outlined in this colour (SPEC section 6). */
export const DEALER_MAGENTA = '#ff00ff';

const Layer = memo(function Layer({ id, svg }: { id: number; svg: string }) {
  return (
    <div
      className="sheet-layer"
      data-layer-id={id}
      // The engine's SVG: glyph outlines at the exact positions the PDF uses.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own renderer's escaped output
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
});

/**
 * The page as it prints: every element on its own SVG layer (drawn by the engine), the page
 * edge, the 3 mm bleed and the centre lines, with the frames that select, move and resize.
 */
export function SheetCanvas({ zoom }: { zoom: ZoomState }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const designer = useDesigner();
  const viewportRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const scale = zoom.zoom * PX_PER_PT;
  const { width, height } = designer.page;
  const band = useRubberBand(pageRef, scale);

  // The fit zoom follows the window.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const size = { width: viewport.clientWidth, height: viewport.clientHeight };
      zoom.setFitZoom(pageFitZoom(size, { width, height }));
      rememberViewport(size);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [zoom.setFitZoom, width, height]);

  // Ctrl+wheel zooms the canvas, not the browser (so the listener cannot be passive).
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const current = zoomRef.current;
      current.setZoom(stepZoom(current.zoom, event.deltaY < 0 ? 1 : -1));
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, []);

  if (designer.fontError) {
    return <Alert severity="error">{t('editor.canvas.fontsFailed')}</Alert>;
  }
  const bleed = PRINT_BLEED * scale;
  const pageWidth = width * scale;
  const pageHeight = height * scale;
  const contentWidth = pageWidth + 2 * MARGIN;
  const contentHeight = pageHeight + 2 * MARGIN;

  return (
    <Box
      ref={viewportRef}
      data-testid="editor-viewport"
      onPointerDown={band.onPointerDown}
      sx={{
        position: 'relative',
        // The selection frame's handles have z-index 3000 (react-moveable's stylesheet): kept
        // inside the canvas's own stacking context, they no longer draw over dialogs (1300).
        isolation: 'isolate',
        flex: 1,
        minHeight: 0,
        overflow: 'auto',
        bgcolor: 'grey.300',
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: contentWidth,
          height: contentHeight,
          minWidth: '100%',
          minHeight: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Box
          ref={pageRef}
          role="img"
          aria-label={t('editor.canvas.page', { page: editor.pageIndex + 1 })}
          data-testid="sheet-page"
          data-scale={scale}
          data-ready={designer.drawn}
          sx={{
            position: 'relative',
            flex: 'none',
            width: pageWidth,
            height: pageHeight,
            bgcolor: '#ffffff',
            boxShadow: 3,
            '& .sheet-layer': {
              position: 'absolute',
              inset: 0,
              pointerEvents: 'none',
            },
            '& .sheet-layer > svg': { display: 'block', width: '100%', height: '100%' },
          }}
        >
          {/* The bleed: what is drawn here may be cut off by the printer. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: -bleed,
              top: -bleed,
              width: pageWidth + 2 * bleed,
              height: pageHeight + 2 * bleed,
              border: '1px dashed rgba(221, 44, 0, 0.6)',
              pointerEvents: 'none',
            }}
          />
          {/*
           * The drawing is its own compositor layer: handles, guides and frames moving over it
           * do not make the browser paint a hundred SVGs again, and the dragged element's layer
           * is promoted to its own while it moves. It is hidden from assistive technology: the
           * page is one picture (role and name above), its elements are named by their frames,
           * and the engine's glyph runs would only repeat their text in pieces.
           */}
          <Box
            aria-hidden
            sx={{ position: 'absolute', inset: 0, willChange: 'transform', pointerEvents: 'none' }}
          >
            {designer.layers.map((layer) =>
              editor.hiddenIds.has(layer.element.id) ? null : (
                <Layer key={layer.element.id} id={layer.element.id} svg={layer.svg} />
              ),
            )}
          </Box>
          {/* Page edge, and the centre lines while designing. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              outline: '1px solid rgba(0,0,0,0.35)',
              pointerEvents: 'none',
              '&::before, &::after':
                editor.mode === 'dealer'
                  ? { display: 'none' }
                  : {
                      content: '""',
                      position: 'absolute',
                      borderColor: 'rgba(25, 118, 210, 0.35)',
                      borderStyle: 'dashed',
                      borderWidth: 0,
                    },
              '&::before': { left: '50%', top: 0, bottom: 0, borderLeftWidth: 1 },
              '&::after': { top: '50%', left: 0, right: 0, borderTopWidth: 1 },
            }}
          />
          {designer.fonts === null ? (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={t('editor.canvas.loading')} />
            </Box>
          ) : (
            <ElementFrames pageRef={pageRef} scale={scale} />
          )}
          {band.rect && (
            <Box
              data-testid="rubber-band"
              sx={{
                position: 'absolute',
                left: band.rect.x * scale,
                top: band.rect.y * scale,
                width: band.rect.width * scale,
                height: band.rect.height * scale,
                border: '1px solid',
                borderColor: 'primary.main',
                bgcolor: 'rgba(25, 118, 210, 0.08)',
                pointerEvents: 'none',
              }}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}
