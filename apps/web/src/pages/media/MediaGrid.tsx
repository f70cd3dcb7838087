import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../../api/client';
import type { MediaObject } from '../../api/mediaObjects';

/** The narrowest a cell gets before the grid drops a column. */
const MIN_CELL = 160;
const GAP = 12;
/** Below the 4:3 image: name and pixel size. */
const CAPTION = 46;
/** The size assumed for a box nothing has measured (tests in jsdom). */
const UNMEASURED = { width: 1000, height: 800 };

interface MediaGridProps {
  items: readonly MediaObject[];
  /** What a click does: opens details on the page, selects in the picker. */
  onActivate: (media: MediaObject) => void;
  /** The accessible name of each image's button. */
  actionLabel: (media: MediaObject) => string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The scroll box's height; the grid scrolls inside it. */
  height: string;
}

/** Width of an element, followed as it resizes. jsdom has no ResizeObserver: assume a desktop. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(1000);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * One image: the button holds the picture and the name (its accessible name contains that
 * visible text, as WCAG 2.5.3 asks); the pixel size below is outside the button.
 */
function MediaCell(props: { media: MediaObject; label: string; onActivate: () => void }) {
  const { media } = props;
  return (
    <Box
      sx={{
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <ButtonBase
        onClick={props.onActivate}
        aria-label={props.label}
        focusRipple
        sx={{ display: 'block', textAlign: 'left', width: '100%' }}
      >
        <Box
          sx={{
            aspectRatio: '4 / 3',
            // A checkerboard shows where a PNG or SVG is transparent.
            background: 'repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / 16px 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <img
            src={`${apiBase}${media.thumbnailUrl ?? media.contentUrl}`}
            alt=""
            loading="lazy"
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        </Box>
        <Typography variant="body2" noWrap title={media.name} sx={{ px: 1, pt: 0.5 }}>
          {media.name}
        </Typography>
      </ButtonBase>
      <Typography
        variant="caption"
        color="text.secondary"
        noWrap
        component="div"
        sx={{ px: 1, pb: 0.5 }}
      >
        {media.width && media.height ? `${media.width} × ${media.height}` : media.mimeType}
      </Typography>
    </Box>
  );
}

/**
 * The images as a responsive grid. Only the rows in view are in the DOM and the next page is
 * asked for near the end, so a library of thousands of images scrolls smoothly.
 */
export function MediaGrid(props: MediaGridProps) {
  const { t } = useTranslation();
  const scroll = useRef<HTMLDivElement>(null);
  const { ref: measure, width } = useWidth<HTMLDivElement>();
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CELL + GAP)));
  const cellWidth = (width - GAP * (columns - 1)) / columns;
  const rowHeight = Math.round((cellWidth * 3) / 4 + CAPTION + GAP);
  const rowCount = Math.ceil(props.items.length / columns);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroll.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    initialRect: UNMEASURED,
    // jsdom measures every box as 0 x 0, which would show no rows at all; a real scroll box
    // always has a size (its height is set), so this only stands in where nothing is measured.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.width > 0 || rect.height > 0 ? rect : UNMEASURED),
      ),
  });
  // Column count and row height follow the width; the virtualizer must forget old sizes.
  const measuredHeight = useRef(rowHeight);
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const { hasMore, loadingMore, onLoadMore } = props;
  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rowCount - 3) onLoadMore();
  }, [hasMore, loadingMore, lastRow, rowCount, onLoadMore]);

  return (
    <Box ref={scroll} sx={{ height: props.height, minHeight: 240, overflowY: 'auto', pr: 0.5 }}>
      <Box
        ref={measure}
        role="list"
        aria-label={t('media.images')}
        sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => (
          <Box
            key={row.key}
            role="presentation"
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: `${GAP}px`,
            }}
          >
            {props.items.slice(row.index * columns, row.index * columns + columns).map((media) => (
              <Box role="listitem" key={media.id}>
                <MediaCell
                  media={media}
                  label={props.actionLabel(media)}
                  onActivate={() => props.onActivate(media)}
                />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
      {loadingMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('app.loading')} />
        </Box>
      )}
    </Box>
  );
}
