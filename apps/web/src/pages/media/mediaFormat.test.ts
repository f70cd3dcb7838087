import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { formatBytes, mediaTypeLabel, uploadFailureOf } from './mediaFormat';

describe('media formatting', () => {
  it('names media types shortly', () => {
    expect(mediaTypeLabel('image/jpeg')).toBe('JPEG');
    expect(mediaTypeLabel('image/svg+xml')).toBe('SVG');
    expect(mediaTypeLabel('image/webp')).toBe('WEBP');
  });

  it('writes file sizes in decimal units of the UI language', () => {
    expect(formatBytes(980, 'en')).toBe('980 B');
    expect(formatBytes(12_500, 'en')).toBe('12.5 kB');
    expect(formatBytes(3_400_000, 'de')).toBe('3,4 MB');
  });
});

describe('upload failures', () => {
  it('reads the limit from the server’s 413 message', () => {
    const error = new ApiError(413, 'Image too big, max allowed size: 20 MB.');
    expect(uploadFailureOf(error)).toEqual({ kind: 'tooBig', maxMb: 20 });
    // As servers before the full stop wrote it.
    expect(uploadFailureOf(new ApiError(413, 'Image too big, max allowed size: 1.5 MB'))).toEqual({
      kind: 'tooBig',
      maxMb: 1.5,
    });
  });

  it('still calls a 413 without the SPEC sentence (a proxy’s page) too big, without a limit', () => {
    expect(uploadFailureOf(new ApiError(413, 'Request Entity Too Large'))).toEqual({
      kind: 'tooBig',
      maxMb: null,
    });
  });

  it('keeps the server’s message for other refusals and tells a broken connection apart', () => {
    expect(uploadFailureOf(new ApiError(400, 'photo.png is not an image.'))).toEqual({
      kind: 'other',
      message: 'photo.png is not an image.',
    });
    expect(uploadFailureOf(new ApiError(0, 'interrupted'))).toEqual({ kind: 'connection' });
  });
});
