/** A run with the read cache as configured by default, and one without it to compare. */
export interface ReadCacheVariant {
  label: string;
  env: Record<string, string>;
}

const VARIANTS: ReadCacheVariant[] = [
  { label: 'with the read cache (default)', env: {} },
  { label: 'without the read cache (READ_CACHE_SECONDS=0)', env: { READ_CACHE_SECONDS: '0' } },
];

/** Both variants, or the one BENCH_READ_CACHE (`on` or `off`) names. */
export function readCacheVariants(): ReadCacheVariant[] {
  const only = process.env.BENCH_READ_CACHE;
  if (!only) return VARIANTS;
  return VARIANTS.filter((variant) => (only === 'off') === 'READ_CACHE_SECONDS' in variant.env);
}
