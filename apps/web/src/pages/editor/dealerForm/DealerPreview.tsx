import { Alert, Box, ButtonBase, CircularProgress } from '@mui/material';
import { dealerFieldLabel, type Element } from '@pms/sheet/browser';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEALER_MAGENTA } from '../canvas/SheetCanvas';
import { useEditor } from '../editorApi';
import { useDesigner } from '../state/EditorProvider';
import { dealerFormFields, fieldSectionId } from './dealerFormFields';

const Layer = memo(function Layer({ id, svg }: { id: number; svg: string }) {
  return (
    <div
      className="sheet-layer"
      data-layer-id={id}
      // The engine's SVG, the canvas's own layers: the preview is what the PDF prints.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own renderer's escaped output
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
});

/** Scrolls the form to a field and puts the cursor in it (its text box, else its button). */
function focusField(element: Element) {
  const section = document.getElementById(fieldSectionId(element));
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // The text box before any button: the rich-text toolbar's buttons come first in the field.
  const input =
    section.querySelector<HTMLElement>('[role="textbox"]') ??
    section.querySelector<HTMLElement>('button');
  input?.focus({ preventScroll: true });
}

/**
 * The current page as the dealer's values make it, as wide as its column: the canvas's SVG
 * layers without frames or handles. The fields a dealer fills are outlined in magenta, as on
 * the canvas, and a tap on one goes to its input.
 */
export function DealerPreview() {
  const { t } = useTranslation();
  const editor = useEditor();
  const designer = useDesigner();
  const { width, height } = designer.page;
  const percent = (value: number, of: number) => `${(100 * value) / of}%`;
  return (
    <Box
      role="group"
      aria-label={t('dealerForm.preview', { page: editor.pageIndex + 1 })}
      data-testid="dealer-preview"
      data-ready={designer.drawn}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${width} / ${height}`,
        bgcolor: '#ffffff',
        boxShadow: 2,
        outline: '1px solid rgba(0,0,0,0.2)',
        overflow: 'hidden',
        '& .sheet-layer': { position: 'absolute', inset: 0, pointerEvents: 'none' },
        '& .sheet-layer > svg': { display: 'block', width: '100%', height: '100%' },
      }}
    >
      <Box aria-hidden sx={{ position: 'absolute', inset: 0 }}>
        {designer.layers.map((layer) => (
          <Layer key={layer.element.id} id={layer.element.id} svg={layer.svg} />
        ))}
      </Box>
      {/* In the preview's own place: the fields below stay usable, the page says why it is empty. */}
      {designer.fontError ? (
        <Alert
          severity="error"
          sx={{ position: 'absolute', inset: 0, m: 2, height: 'fit-content' }}
        >
          {t('editor.canvas.fontsFailed')}
        </Alert>
      ) : designer.fonts === null ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('editor.canvas.loading')} />
        </Box>
      ) : (
        dealerFormFields(editor.resolvedElements).map((element) => {
          const { left, top, width: w, height: h } = element.config.style;
          return (
            <ButtonBase
              key={element.id}
              aria-label={t('dealerForm.goToField', { name: dealerFieldLabel(element.config) })}
              onClick={() => focusField(element)}
              sx={{
                position: 'absolute',
                left: percent(left, width),
                top: percent(top, height),
                width: percent(w, width),
                height: percent(h, height),
                outline: `1px dashed ${DEALER_MAGENTA}`,
                '&:focus-visible': { outline: `2px solid ${DEALER_MAGENTA}` },
              }}
            />
          );
        })
      )}
    </Box>
  );
}
