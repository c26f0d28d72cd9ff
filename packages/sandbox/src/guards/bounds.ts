import * as v from 'valibot';

/** Optional query text of at most `max` characters: what a filter or a cursor is before its own parser reads it. */
export const queryText = (name: string, max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, `${name} must be at most ${max} characters`)));

/** A query of named text fields, each bounded; any other field is not read. */
export const queryOf = <T extends Record<string, number>>(fields: T) =>
  v.object(Object.fromEntries(Object.entries(fields).map(([name, max]) => [name, queryText(name, max)])) as { [K in keyof T]: ReturnType<typeof queryText> });

/** A UUID in a path, in any case (it is compared lower-cased). */
export const uuidParam = (name: string) =>
  v.pipe(v.string(), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${name} must be a UUID`), v.toLowerCase());

/** An opaque token or id of ours in a path: letters, digits, - and _. */
export const tokenParam = (name: string, max = 128) => v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `${name} must be 1 to ${max} letters, digits, - or _`));
