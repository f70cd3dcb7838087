import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { cmykToRgbGrid, conditionIdentifierOf, loadPrintProfile } from './printProfile.ts';

const defaults = {
  path: undefined,
  outputConditionIdentifier: undefined,
  outputCondition: undefined,
  inkLimitPercent: undefined,
};

describe('print profile', () => {
  it('opens the shipped FOGRA39 profile and names its condition', async () => {
    const print = await loadPrintProfile(defaults);
    expect(print.outputConditionIdentifier).toBe('FOGRA39');
    expect(print.profile.description).toMatch(/FOGRA39/);
    // FOGRA39's 330 %; the profile's own separations stay below it.
    expect(print.inkLimit).toBe(3.3);
    expect(print.profile.separationInk()).toBeLessThanOrEqual(3.3);
  });

  it('turns greys into K alone, darker grey more K, and colours into CMYK within the limit', async () => {
    const { profile, inkLimit } = await loadPrintProfile(defaults);
    expect(profile.toCmyk({ r: 0, g: 0, b: 0 })).toEqual({ c: 0, m: 0, y: 0, k: 1 });
    expect(profile.toCmyk({ r: 1, g: 1, b: 1 })).toEqual({ c: 0, m: 0, y: 0, k: 0 });
    const mid = profile.toCmyk({ r: 0.5, g: 0.5, b: 0.5 });
    const dark = profile.toCmyk({ r: 0.2, g: 0.2, b: 0.2 });
    expect(mid.c + mid.m + mid.y).toBe(0);
    expect(mid.k).toBeGreaterThan(0.4);
    expect(mid.k).toBeLessThan(0.8);
    expect(dark.k).toBeGreaterThan(mid.k);
    const red = profile.toCmyk({ r: 0.8, g: 0.1, b: 0.1 });
    expect(red.m).toBeGreaterThan(0.8);
    expect(red.c).toBeLessThan(0.2);
    expect(red.c + red.m + red.y + red.k).toBeLessThanOrEqual(inkLimit);
  });

  it('gives a CMYK to sRGB grid: paper white, solid black dark, cyan bluish', async () => {
    const steps = 5;
    const grid = await cmykToRgbGrid(steps);
    expect(grid.length).toBe(steps ** 4 * 3);
    const at = (c: number, m: number, y: number, k: number) => {
      const i = (((c * steps + m) * steps + y) * steps + k) * 3;
      return [grid[i], grid[i + 1], grid[i + 2]];
    };
    expect(at(0, 0, 0, 0)).toEqual([255, 255, 255]);
    const black = at(0, 0, 0, 4);
    expect(Math.max(...(black as number[]))).toBeLessThan(60);
    const [r, , b] = at(4, 0, 0, 0) as number[];
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(80);
  });

  it('reads the condition from usual profile names', () => {
    expect(conditionIdentifierOf('PSO Coated v3')).toBe('FOGRA51');
    expect(conditionIdentifierOf('ISO Coated v2 (ECI)')).toBe('FOGRA39');
    expect(conditionIdentifierOf('Coated FOGRA39 (ISO 12647-2:2004)')).toBe('FOGRA39');
    expect(conditionIdentifierOf('Chemical proof')).toBe('Custom');
  });
});

// Ghostscript's profiles (AGPL, never shipped) stand in for a print shop's own profile; CI
// installs Ghostscript for the PDF checks.
const GS_ICC = '/usr/share/color/icc/ghostscript';

describe.skipIf(!existsSync(`${GS_ICC}/default_cmyk.icc`))('another output profile', () => {
  it('is read from PRINT_PROFILE, named Custom, and held to its own deepest separation', async () => {
    const config = loadConfig({ PRINT_PROFILE: `${GS_ICC}/default_cmyk.icc` });
    const print = await loadPrintProfile(config.print);
    expect(print.outputConditionIdentifier).toBe('Custom');
    expect(print.outputCondition).toBe(print.profile.description);
    expect(print.inkLimit).toBeGreaterThan(2);
    expect(print.inkLimit).toBeLessThanOrEqual(4);
    expect(print.profile.toCmyk({ r: 0.3, g: 0.3, b: 0.3 })).toMatchObject({ c: 0, m: 0, y: 0 });
  });

  it('takes the identifier, the condition and the ink limit from the settings', async () => {
    const config = loadConfig({
      PRINT_PROFILE: `${GS_ICC}/ps_cmyk.icc`,
      PRINT_OUTPUT_CONDITION_ID: 'FOGRA51',
      PRINT_OUTPUT_CONDITION: 'PSO Coated v3',
      PRINT_INK_LIMIT: '300',
    });
    expect(await loadPrintProfile(config.print)).toMatchObject({
      outputConditionIdentifier: 'FOGRA51',
      outputCondition: 'PSO Coated v3',
      inkLimit: 3,
    });
  });

  it('refuses a profile that is not CMYK, naming the file', async () => {
    const path = `${GS_ICC}/srgb.icc`;
    await expect(loadPrintProfile({ ...defaults, path })).rejects.toThrow(
      `PRINT_PROFILE ${path}: not a CMYK profile`,
    );
  });
});
