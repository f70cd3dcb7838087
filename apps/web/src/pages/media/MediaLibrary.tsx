import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  loadedMedia,
  type MediaFilters,
  type MediaObject,
  useMediaObjects,
  useMediaTags,
} from '../../api/mediaObjects';
import { useAuth } from '../../auth/AuthContext';
import { MediaFilterBar } from './MediaFilterBar';
import { MediaGrid } from './MediaGrid';
import { mayManageMedia } from './MediaStaffOnly';
import { UploadZone } from './UploadZone';
import { useDebouncedValue } from './useDebouncedValue';
import { useUploads } from './useUploads';

/** Typing pauses this long before the server is asked: one request per word, not per key. */
const SEARCH_DELAY = 300;

interface MediaLibraryProps {
  /** `manage` on the media page (a click opens details), `pick` in the designer's picker. */
  mode: 'manage' | 'pick';
  /** A click on an image: details on the page, the choice in the picker. */
  onActivate: (media: MediaObject) => void;
  /** The picker selects what it just uploaded. */
  onUploaded?: (media: MediaObject) => void;
  /** Height of the grid's scroll box. */
  gridHeight: string;
}

/**
 * The library: filters, upload and the grid. The server searches and filters (names and tags,
 * type, exact tag), so the grid only ever holds the pages seen, however large the library.
 */
export function MediaLibrary({ mode, onActivate, onUploaded, gridHeight }: MediaLibraryProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [tag, setTag] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY);
  const filters: MediaFilters = useMemo(
    () => ({ search: debouncedSearch, type, tag }),
    [debouncedSearch, type, tag],
  );
  const media = useMediaObjects(filters);
  const tags = useMediaTags();
  // Images uploaded while a tag is chosen get that tag, so they show up in the filtered grid.
  const uploadTags = useMemo(() => (tag ? [tag] : []), [tag]);
  const uploads = useUploads({ tags: uploadTags, onUploaded, announceSuccess: mode === 'manage' });
  const mayUpload = mayManageMedia(user);
  const items = useMemo(() => loadedMedia(media.data), [media.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = media;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const total = media.data?.pages[0]?.['hydra:totalItems'];

  return (
    <Box>
      <MediaFilterBar
        search={search}
        onSearch={setSearch}
        type={type}
        onType={setType}
        tag={tag}
        onTag={setTag}
        tags={tags.data ?? []}
      />
      {mayUpload && (
        <UploadZone
          items={uploads.items}
          onFiles={(files) => void uploads.upload(files)}
          onClearFinished={uploads.clearFinished}
          multiple={mode === 'manage'}
        />
      )}
      {media.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {media.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )}
      {media.isSuccess && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {t('media.count', { count: total ?? items.length })}
          </Typography>
          {items.length === 0 ? (
            <Alert severity="info">{t('media.empty')}</Alert>
          ) : (
            <MediaGrid
              items={items}
              onActivate={onActivate}
              actionLabel={(item) =>
                t(mode === 'pick' ? 'media.selectNamed' : 'media.detailsNamed', {
                  name: item.name,
                })
              }
              hasMore={hasNextPage}
              loadingMore={isFetchingNextPage}
              onLoadMore={loadMore}
              height={gridHeight}
            />
          )}
        </>
      )}
    </Box>
  );
}
