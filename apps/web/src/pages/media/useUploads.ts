import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MediaObject, mediaKeys, uploadMedia } from '../../api/mediaObjects';
import { useAuth } from '../../auth/AuthContext';
import { useToasts } from '../../shell/useToasts';
import { uploadFailureOf, uploadMessage } from './mediaFormat';

/** One file on its way to the library, with its own progress bar. */
export interface UploadItem {
  key: number;
  name: string;
  /** 0 to 100. */
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  /** Why it failed, as the toast said it. */
  error?: string;
}

interface UseUploadsOptions {
  /** Tags given to every uploaded image. */
  tags: readonly string[];
  /** Told of each stored image; the picker selects it. */
  onUploaded?: (media: MediaObject) => void;
  /** Toast after a whole batch; the picker says "uploaded and selected" itself. */
  announceSuccess?: boolean;
}

/**
 * Uploads files, each in a request of its own so each has a progress bar, then refreshes the
 * library and the tags. Toasts: one success per batch, one error per refused file (the 413
 * text word for word).
 */
export function useUploads({ tags, onUploaded, announceSuccess = true }: UseUploadsOptions) {
  const { token } = useAuth();
  const client = useQueryClient();
  const { enqueueSnackbar } = useToasts();
  const { t } = useTranslation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);

  const update = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const uploadOne = useCallback(
    async (file: File): Promise<boolean> => {
      const key = nextKey.current++;
      setItems((current) => [
        ...current,
        { key, name: file.name, percent: 0, status: 'uploading' },
      ]);
      try {
        const stored = await uploadMedia([file], tags, {
          token,
          onProgress: (loaded, total) =>
            update(key, { percent: Math.min(99, Math.round((loaded / total) * 100)) }),
        });
        update(key, { percent: 100, status: 'done' });
        for (const media of stored) onUploaded?.(media);
        return true;
      } catch (error) {
        const message = uploadMessage(uploadFailureOf(error), file.name, t);
        update(key, { status: 'failed', error: message });
        enqueueSnackbar(message, { variant: 'error' });
        return false;
      }
    },
    [tags, token, update, onUploaded, enqueueSnackbar, t],
  );

  const upload = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const results = await Promise.all(files.map(uploadOne));
      const stored = results.filter(Boolean).length;
      if (stored > 0) {
        await client.invalidateQueries({ queryKey: mediaKeys.all });
        if (announceSuccess) {
          enqueueSnackbar(t('media.upload.done', { count: stored }), { variant: 'success' });
        }
      }
    },
    [uploadOne, client, announceSuccess, enqueueSnackbar, t],
  );

  /** Removes the finished rows; uploads still running stay. */
  const clearFinished = useCallback(
    () => setItems((current) => current.filter((item) => item.status === 'uploading')),
    [],
  );

  return { items, upload, clearFinished };
}
