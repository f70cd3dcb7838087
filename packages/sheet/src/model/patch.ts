import { z } from 'zod';

type PlainObject = Record<string, unknown>;

/**
 * A partial config: every field optional, nested plain objects (style, tyre) partial too.
 * Arrays and nullable objects such as `src` are replaced whole, never merged.
 */
export type ConfigPatch<C> = {
  [K in keyof C]?: [C[K]] extends [readonly unknown[]]
    ? C[K]
    : [C[K]] extends [PlainObject]
      ? ConfigPatch<C[K]>
      : C[K];
};

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function patchField(field: z.ZodType): z.ZodType {
  let inner = field;
  // Defaults must go: zod applies them even inside optional fields, and a patch that
  // silently carries `textAlign: 'left'` would override the base config.
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner instanceof z.ZodObject ? patchObject(inner) : inner;
}

function patchObject(schema: z.ZodObject): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    shape[key] = patchField(field as z.ZodType).optional();
  }
  return z.object(shape);
}

/** Builds the schema of a {@link ConfigPatch} from a config schema, without its defaults. */
export function patchSchema<S extends z.ZodObject>(schema: S): z.ZodType<ConfigPatch<z.output<S>>> {
  return patchObject(schema) as unknown as z.ZodType<ConfigPatch<z.output<S>>>;
}

/**
 * Merges `patch` over `base` into a new object: plain objects merge key by key,
 * arrays and everything else replace; `undefined` in the patch leaves the base value.
 */
export function deepMerge<T>(base: T, patch: ConfigPatch<T> | undefined): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return base;
  const result: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value)
        ? deepMerge<PlainObject>(current, value)
        : value;
  }
  return result as T;
}

/** Merges two patches into one, the second winning (same rules as {@link deepMerge}). */
export function mergePatches<C>(first: ConfigPatch<C>, second: ConfigPatch<C>): ConfigPatch<C> {
  return deepMerge<ConfigPatch<C>>(first, second as ConfigPatch<ConfigPatch<C>>);
}
