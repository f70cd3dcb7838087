import { describe, expect, it } from 'vitest';
import { attachment, fileStem } from './fileName.ts';

describe('download names', () => {
  it('keeps the exact name for modern clients and an ASCII one for the rest', () => {
    expect(attachment('BMW 5 Series – business leasing', 'pdf')).toBe(
      `attachment; filename="BMW 5 Series business leasing.pdf"; filename*=UTF-8''BMW%205%20Series%20%E2%80%93%20business%20leasing.pdf`,
    );
    expect(attachment('Přehled', 'png')).toBe(
      `attachment; filename="Prehled.png"; filename*=UTF-8''P%C5%99ehled.png`,
    );
  });

  it('never lets a name escape into a path or break the header', () => {
    expect(fileStem('../etc/passwd "x"')).toBe('.. etc passwd x');
    expect(fileStem('   ')).toBe('sheet');
    expect(attachment('"', 'pdf')).toBe(
      `attachment; filename="sheet.pdf"; filename*=UTF-8''sheet.pdf`,
    );
  });
});
