/**
 * Edit distance between two names, case aside (optimal string alignment: an insertion, a
 * deletion, a changed letter or two swapped neighbours count one each), as typing slips are.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[s.length] as number[])[t.length] as number;
}

/**
 * The names a misspelt `typed` most likely meant: those nearest to it, when they are near
 * enough to be a slip (a third of the name's letters, at least two) and at most three.
 */
export function closestNames(typed: string, names: Iterable<string>): string[] {
  const wanted = typed.trim();
  const scored = [...new Set(names)]
    .map((name) => ({ name, distance: editDistance(wanted, name) }))
    .filter(({ name, distance }) => distance <= Math.max(2, Math.floor(name.length / 3)));
  const best = Math.min(...scored.map((s) => s.distance));
  return scored
    .filter((s) => s.distance === best)
    .map((s) => s.name)
    .slice(0, 3);
}

/** " Did you mean …?" with the names, and what to do with it; "" without any. */
export function didYouMean(names: readonly string[], what: string): string {
  if (names.length === 0) return '';
  const quoted = names.map((n) => `"${n}"`);
  const list =
    quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return ` Did you mean ${list}? ${what}`;
}
