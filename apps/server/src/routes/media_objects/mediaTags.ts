import { badRequest } from '../../http/httpError.ts';

const MAX_TAGS = 30;
const MAX_TAG_LENGTH = 50;

/**
 * Tags as the library keeps them: trimmed, inner spaces collapsed, lowercase (so "Winter"
 * and "winter" are one tag in the filter), each once, in the order given.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    const clean = tag.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!clean || kept.includes(clean)) continue;
    if (clean.length > MAX_TAG_LENGTH) {
      throw badRequest(`A tag may have at most ${MAX_TAG_LENGTH} characters: '${clean}' has more.`);
    }
    kept.push(clean);
  }
  if (kept.length > MAX_TAGS) throw badRequest(`An image may have at most ${MAX_TAGS} tags.`);
  return kept;
}

/** The `tags` field of an upload: comma-separated. */
export function tagsField(value: string | undefined): string[] {
  return normalizeTags(value ? value.split(',') : []);
}
