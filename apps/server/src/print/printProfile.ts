import { readFile } from 'node:fs/promises';
import { serverFile } from '../config/serverFiles.ts';
import { OutputProfile } from './outputProfile.ts';

// The press the print PDF is made for: its CMYK output profile and how the PDF names it. One
// per process, opened once (at app build, from the configuration) and shared by every export.

/** The profile shipped with the project: FOGRA39 (ISO 12647-2 coated offset), see profiles/. */
export const DEFAULT_PRINT_PROFILE = serverFile('src/print/profiles/FOGRA39L_argyll.icc');

/** The total ink of the shipped profile's condition, FOGRA39 (ISO 12647-2 coated): 330 %. */
export const DEFAULT_INK_LIMIT = 3.3;

/** The shipped profile's printing condition in words, as its characterization data state it. */
const DEFAULT_CONDITION =
  'Offset printing, according to ISO 12647-2:2004/Amd 1, OFCOM, paper type 1 or 2 = coated art, 115 g/m2';

/** How the print output is configured (PRINT_* environment variables, see config.ts). */
export interface PrintProfileSettings {
  /** An ICC file (CMYK output profile); the shipped FOGRA39 profile when unset. */
  path: string | undefined;
  /** OutputConditionIdentifier, e.g. `FOGRA51`; read from the profile's description when unset. */
  outputConditionIdentifier: string | undefined;
  /** OutputCondition in words; the profile's description when unset. */
  outputCondition: string | undefined;
  /** Total ink limit in percent, e.g. 300; the profile's own (that of its black) when unset. */
  inkLimitPercent: number | undefined;
}

/** A print profile opened and named, ready for exports. */
export interface PrintProfile {
  profile: OutputProfile;
  /** The ICC file's bytes, embedded in every print PDF as the output intent's profile. */
  bytes: Uint8Array;
  outputConditionIdentifier: string;
  outputCondition: string;
  registryName: string;
  /** Total ink limit as a sum of channels (3.3 is 330 %). */
  inkLimit: number;
}

const FOGRA_CONDITIONS: [RegExp, string][] = [
  [/FOGRA\s*(\d+)/i, 'FOGRA$1'],
  [/PSO\s*Coated\s*v3/i, 'FOGRA51'],
  [/PSO\s*Uncoated\s*v3/i, 'FOGRA52'],
  [/ISO\s*Coated\s*v2/i, 'FOGRA39'],
  [/PSO\s*Uncoated\s*ISO12647/i, 'FOGRA47'],
];

/**
 * The registered characterization a profile's description names (ICC registry names such as
 * FOGRA39), or `Custom`: preflight tools and RIPs match the identifier against their list.
 */
export function conditionIdentifierOf(description: string): string {
  for (const [pattern, name] of FOGRA_CONDITIONS) {
    const match = pattern.exec(description);
    if (match) return match[0].replace(pattern, name).toUpperCase();
  }
  return 'Custom';
}

/** Reads and opens the configured profile; a wrong file stops the server with the reason. */
export async function loadPrintProfile(settings: PrintProfileSettings): Promise<PrintProfile> {
  const path = settings.path ?? DEFAULT_PRINT_PROFILE;
  const bytes = new Uint8Array(await readFile(path));
  let profile: OutputProfile;
  try {
    profile = await OutputProfile.open(bytes);
  } catch (error) {
    throw new Error(`PRINT_PROFILE ${path}: ${(error as Error).message}`);
  }
  const identifier =
    settings.outputConditionIdentifier ?? conditionIdentifierOf(profile.description);
  // The shipped profile was built for FOGRA39's 330 %. Another profile without a limit set is
  // held to its own deepest separation (rounded up to whole percent): its conversions are never
  // clamped, and process colours given in the sheet are held to what it prints.
  const ownLimit =
    settings.path === undefined
      ? DEFAULT_INK_LIMIT
      : Math.ceil(profile.separationInk() * 100 - 0.01) / 100;
  return {
    profile,
    bytes,
    outputConditionIdentifier: identifier,
    outputCondition:
      settings.outputCondition ??
      (settings.path === undefined ? DEFAULT_CONDITION : profile.description),
    registryName: 'http://www.color.org',
    inkLimit: settings.inkLimitPercent === undefined ? ownLimit : settings.inkLimitPercent / 100,
  };
}

const loaded = new Map<string, Promise<PrintProfile>>();
let configured: PrintProfileSettings | undefined;

/** Sets (and opens, once) the process's print profile; the app does this when it is built. */
export function configurePrintProfile(settings: PrintProfileSettings): Promise<PrintProfile> {
  configured = settings;
  return printProfile();
}

/** The process's print profile: the configured one, else the shipped default. */
export function printProfile(): Promise<PrintProfile> {
  const settings = configured ?? {
    path: undefined,
    outputConditionIdentifier: undefined,
    outputCondition: undefined,
    inkLimitPercent: undefined,
  };
  const key = JSON.stringify(settings);
  let entry = loaded.get(key);
  if (!entry) {
    entry = loadPrintProfile(settings);
    // A failed load is not kept: the error reaches this caller, the next one tries again.
    entry.catch(() => loaded.delete(key));
    loaded.set(key, entry);
  }
  return entry;
}

/**
 * A CMYK to sRGB lookup table of the configured output profile, for showing process colours
 * on screen as they will print: steps^4 entries of 3 bytes (r, g, b), the entry of levels
 * (c, m, y, k) (each 0..steps-1, level i meaning i/(steps-1)) at index
 * ((c·steps + m)·steps + y)·steps + k. Interpolate between entries for colours in between.
 */
export async function cmykToRgbGrid(steps = 9): Promise<Uint8Array> {
  return (await printProfile()).profile.cmykToRgbGrid(steps);
}
