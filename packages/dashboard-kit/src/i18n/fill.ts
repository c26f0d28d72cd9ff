/**
 * Puts values into a catalogue text's `{name}` slots. The values go in verbatim: a
 * replacer function, because a replacement string would read `$&`, `$'` or `` $` `` in
 * a key name or an email as "insert the match here".
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : slot));
}
