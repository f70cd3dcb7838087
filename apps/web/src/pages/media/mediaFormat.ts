import type { TFunction } from 'i18next';
import { ApiError } from '../../api/errors';

/** The media types the server accepts (it decides by content, not by name). */
export const mediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;

/** What the file dialogs offer: the accepted types by media type and by extension. */
export const acceptAttribute = [...mediaTypes, '.jpg', '.jpeg', '.png', '.webp', '.svg'].join(',');

/** A short label of a media type for chips and selects (`image/svg+xml` -> `SVG`). */
export function mediaTypeLabel(type: string): string {
  const subtype = type.split('/')[1] ?? type;
  if (subtype === 'jpeg') return 'JPEG';
  return subtype.split('+')[0]?.toUpperCase() ?? subtype.toUpperCase();
}

/** Bytes for people, in the UI language: 980 B, 12.5 kB, 3.4 MB (decimal units). */
export function formatBytes(bytes: number, locale: string): string {
  // Intl spells a lone byte out ("980 byte"); the symbol reads the same in every language.
  if (bytes < 1000) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** The SPEC's text for a refused large image; the server's 413 message starts with it. */
export const tooBigPrefix = 'Image too big, max allowed size: ';

export type UploadFailure =
  /** 413: the limit in MB read from the server's message, when it says one. */
  | { kind: 'tooBig'; maxMb: number | null }
  /** The connection broke before an answer (a proxy may cut a too-large upload). */
  | { kind: 'connection' }
  | { kind: 'other'; message: string };

/** Sorts an upload error into what the toasts say about it. */
export function uploadFailureOf(error: unknown): UploadFailure {
  if (error instanceof ApiError) {
    if (error.status === 413) {
      // "Image too big, max allowed size: 20 MB."; a proxy's own 413 page names no limit.
      const match = error.message.startsWith(tooBigPrefix)
        ? /^(\d+(?:\.\d+)?)\s*MB\.?$/.exec(error.message.slice(tooBigPrefix.length).trim())
        : null;
      return { kind: 'tooBig', maxMb: match?.[1] ? Number(match[1]) : null };
    }
    if (error.status === 0) return { kind: 'connection' };
    return { kind: 'other', message: error.message };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The toast of a failed upload. Too big: the SPEC's sentence with the server's limit (in
 * English exactly the server's message), or the bare sentence when no limit was named.
 */
export function uploadMessage(failure: UploadFailure, name: string, t: TFunction): string {
  if (failure.kind === 'tooBig') {
    return failure.maxMb === null
      ? t('media.upload.tooBigNoSize')
      : t('media.upload.tooBig', { size: failure.maxMb });
  }
  if (failure.kind === 'connection') return t('media.upload.connectionLost', { name });
  return t('media.upload.failed', { name, message: failure.message });
}
