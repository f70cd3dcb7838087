/**
 * A Content-Disposition that names the download after the sheet: an ASCII fallback for old
 * clients and the exact UTF-8 name (RFC 6266) for the rest, so "Přehled.pdf" stays readable.
 */
export function attachment(name: string, extension: string): string {
  const full = `${fileStem(name)}.${extension}`;
  const ascii =
    full
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/"/g, '')
      .replace(/ +/g, ' ') || `sheet.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

/** A sheet name made safe as a file name on every system: no path separators or reserved characters. */
export function fileStem(name: string): string {
  return (
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'sheet'
  );
}
