import { z } from 'zod';

// What page 1 of a document read the last time this browser opened it in the designer: its
// font files and images. Opened again, the entry starts them at once (see earlyDesigner.ts),
// while its scripts run, instead of once the designer's code has run and read the sheet
// (0.2 to 0.3 s later). Only a head start: the designer still asks for what it needs, and a
// file started here that it no longer needs costs a read from the cache.

const KEY = 'pms-opening-hints';
/** Documents remembered at most; past this the least recently opened is forgotten. */
export const MAX_DOCUMENTS = 30;
/** Files remembered per document at most (page 1 of the reference sheet reads eight). */
const MAX_FILES = 24;

/** A same-origin path under `prefix`, nothing that could send the token elsewhere. */
const ownPath = (prefix: string) =>
  z
    .string()
    .max(500)
    .refine((path) => path.startsWith(prefix) && !path.startsWith('//'));

const hintsSchema = z.object({
  /** Font files, each with whether it goes with the session's token (brand faces do). */
  fonts: z.array(z.object({ url: ownPath('/fonts/'), token: z.boolean() })).max(MAX_FILES),
  images: z.array(ownPath('/')).max(MAX_FILES),
});
export type OpeningHints = z.infer<typeof hintsSchema>;

const storedSchema = z.record(z.string(), hintsSchema.extend({ at: z.number() }));
type Stored = z.infer<typeof storedSchema>;

function readAll(): Stored {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** What page 1 of the document at `path` (its API path) read when last opened here, if known. */
export function rememberedOpening(path: string): OpeningHints | null {
  const hints = readAll()[path];
  return hints ? { fonts: hints.fonts, images: hints.images } : null;
}

/** Remembers what page 1 of the document at `path` read; storage refusing it is no error. */
export function rememberOpening(path: string, hints: OpeningHints): void {
  const all = readAll();
  all[path] = {
    fonts: hints.fonts.slice(0, MAX_FILES),
    images: hints.images.slice(0, MAX_FILES),
    at: Date.now(),
  };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_DOCUMENTS);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Full or disabled storage: the next opening starts its files a little later, that is all.
  }
}

/** Forgets every document (at sign-out: the list names the sheets this user opened). */
export function forgetOpenings(): void {
  window.localStorage.removeItem(KEY);
}
