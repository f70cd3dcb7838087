/** Keys of a longest common subsequence of `a` and `b`: those a side did not move. */
function unmoved<K>(a: readonly K[], b: readonly K[]): Set<K> {
  if (a.length === b.length && a.every((key, i) => key === b[i])) return new Set(a);
  // lengths[i][j]: LCS length of a[i..] and b[j..]; O(n·m) is fine for a page's elements.
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    const row = lengths[i] as number[];
    const below = lengths[i + 1] as number[];
    for (let j = b.length - 1; j >= 0; j--) {
      row[j] =
        a[i] === b[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const kept = new Set<K>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i] as K);
      i++;
      j++;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return kept;
}

/** The key just before `key` in `list` among `among`, or null when it is first. */
function predecessor<K>(list: readonly K[], key: K, among: ReadonlySet<K>): K | null {
  for (let i = list.indexOf(key) - 1; i >= 0; i--) {
    const candidate = list[i] as K;
    if (among.has(candidate)) return candidate;
  }
  return null;
}

/** How the order merge tells its caller about a key both sides moved to different places. */
export type BothMoved<K> = (key: K) => 'mine' | 'theirs';

/**
 * The merged order of a list (elements' painting order, variants, pages): mine's order, with
 * what theirs added or alone moved placed after its predecessor in theirs. A key moved by both
 * sides to after different keys asks `bothMoved`. Only keys in `present` are kept; `theirsMoved`
 * receives the keys whose place came from theirs because theirs moved them.
 */
export function mergeOrder<K>(
  base: readonly K[],
  mine: readonly K[],
  theirs: readonly K[],
  present: ReadonlySet<K>,
  bothMoved: BothMoved<K>,
  theirsMoved: (key: K) => void,
): K[] {
  const inMine = new Set(mine);
  const inTheirs = new Set(theirs);
  const common = new Set(base.filter((key) => inMine.has(key) && inTheirs.has(key)));
  const onlyCommon = (list: readonly K[]) => list.filter((key) => common.has(key));
  const [b, m, t] = [onlyCommon(base), onlyCommon(mine), onlyCommon(theirs)];
  const keptByMine = unmoved(b, m);
  const keptByTheirs = unmoved(b, t);
  const order = mine.filter((key) => present.has(key));
  for (const key of theirs) {
    if (!present.has(key)) continue;
    let place = !order.includes(key);
    if (!place && common.has(key) && !keptByTheirs.has(key)) {
      if (keptByMine.has(key)) place = true;
      else if (predecessor(m, key, common) !== predecessor(t, key, common)) {
        place = bothMoved(key) === 'theirs';
      }
      if (place) theirsMoved(key);
    }
    if (!place) continue;
    const at = order.indexOf(key);
    if (at >= 0) order.splice(at, 1);
    const before = predecessor(theirs, key, new Set(order));
    order.splice(before === null ? 0 : order.indexOf(before) + 1, 0, key);
  }
  return order;
}
