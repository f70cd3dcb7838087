import type { CmykColor } from '../render/color.ts';
import type { PrintOutput } from '../render/pdfx/printOutput.ts';

/**
 * A stand-in press for render tests: small fake profiles and colours by the naive inverse of
 * the CSS formula, with pure black printed as `black` (a real FOGRA39 profile makes it rich:
 * C78 M69 Y51 K98) and a 300 % ink limit.
 */
export function testPrintOutput(black: CmykColor): PrintOutput {
  return {
    profile: new Uint8Array(256).fill(7),
    outputConditionIdentifier: 'FOGRA39',
    outputCondition: 'Offset, coated',
    registryName: 'http://www.color.org',
    info: 'Test profile',
    rgbProfile: new Uint8Array(128).fill(3),
    toCmyk: ({ r, g, b }) => {
      const k = 1 - Math.max(r, g, b);
      if (k > 0.99) return black;
      return { c: (1 - r - k) / (1 - k), m: (1 - g - k) / (1 - k), y: (1 - b - k) / (1 - k), k };
    },
    inkLimit: 3,
  };
}
