/**
 * Schemas for CMS fields, which marketers type by hand: a field that is missing or does not fit
 * reads as null (or an empty list) instead of failing the story, so one bad field never costs the
 * others. Stories are read with `readContent`, list fields keep the entries that fit.
 */
import * as v from 'valibot';

/** A field that never fails: `schema`'s output, or null when missing or not fitting. */
export function field<T>(schema: v.GenericSchema<unknown, T>) {
  return v.optional(v.fallback(v.nullable(schema), null), null);
}

/** Trimmed text that is not blank. */
export const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** Trimmed text, or null when missing or blank. */
export const TextField = field(Text);

/** Any value, left to a dedicated check (links, assets). */
export const AnyField = v.optional(v.unknown());

/** A list field: the entries that fit `item`, in order; anything but a list reads as empty. */
export function listOf<T>(item: v.GenericSchema<unknown, T>) {
  const list = v.pipe(
    v.array(v.unknown()),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const result = v.safeParse(item, entry);
        return result.success ? [result.output] : [];
      }),
    ),
  );
  return v.optional(v.fallback(list, []), []);
}

/**
 * Reads story content with a schema whose fields never fail. Content that is not an object reads
 * as an empty story (every field missing).
 */
export function readContent<T>(schema: v.GenericSchema<object, T>, content: unknown): T {
  const result = v.safeParse(schema, content);
  return result.success ? result.output : v.parse(schema, {});
}
