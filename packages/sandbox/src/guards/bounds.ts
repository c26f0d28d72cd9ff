import * as v from 'valibot';

/** Optional query text of at most `max` characters: what a filter or a cursor is before its own parser reads it. */
export const queryText = (name: string, max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, `${name} must be at most ${max} characters`)));

/** A query of named text fields, each bounded; any other field is not read. */
export const queryOf = <T extends Record<string, number>>(fields: T) =>
  v.object(Object.fromEntries(Object.entries(fields).map(([name, max]) => [name, queryText(name, max)])) as { [K in keyof T]: ReturnType<typeof queryText> });

/** A UUID, in any case: a user's, an organisation's (a moved hyphen is none). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in a path, in any case (it is compared lower-cased). */
export const uuidParam = (name: string) => v.pipe(v.string(), v.regex(UUID, `${name} must be a UUID`), v.toLowerCase());

/** The letters of an opaque token or id of ours. */
const TOKEN_CHARACTERS = 'A-Za-z0-9_-';

/** An opaque token or id of ours in a path: letters, digits, - and _. */
export const tokenParam = (name: string, max = 128) => v.pipe(v.string(), v.regex(new RegExp(`^[${TOKEN_CHARACTERS}]{1,${max}}$`), `${name} must be 1 to ${max} letters, digits, - or _`));

/**
 * Control characters (a CR/LF would reach an email's subject) and the characters that turn a
 * text's direction (a name could read backwards in a list): none belongs in a name.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Refuses control and text-direction characters in a text. */
export const withoutControls = (field: string) => v.check((value: string) => !CONTROL_OR_BIDI.test(value), `${field} must not contain control or text-direction characters`);

/** A name a person gives: trimmed, 1 to `max` characters, no control or direction characters. */
export const nameText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.minLength(1, `${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
    withoutControls(field),
  );
