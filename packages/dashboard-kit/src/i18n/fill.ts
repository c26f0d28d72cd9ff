import { numberFormat, pluralRules } from './intl-formats';

type Values = Record<string, string | number>;

/** The text of `{...}` starting at `open`, and where it ends (nested braces counted). */
function braced(template: string, open: number): { body: string; end: number } | undefined {
  let depth = 0;
  for (let index = open; index < template.length; index += 1) {
    if (template[index] === '{') depth += 1;
    else if (template[index] === '}' && --depth === 0) return { body: template.slice(open + 1, index), end: index + 1 };
  }
  return undefined;
}

/** `one {# day} other {# days}` as its forms by selector. */
function pluralForms(options: string): Map<string, string> | undefined {
  const forms = new Map<string, string>();
  let rest = options.trim();
  while (rest) {
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*/.exec(rest);
    if (!selector || rest[selector[0].length] !== '{') return undefined;
    const form = braced(rest, selector[0].length);
    if (!form) return undefined;
    forms.set(selector[1]!, form.body);
    rest = rest.slice(form.end).trim();
  }
  return forms.has('other') ? forms : undefined;
}

/**
 * Puts values into a catalogue text's `{name}` slots, numbers as the locale writes them, and
 * picks the plural form where the text says `{name, plural, one {# day} other {# days}}` (ICU's
 * selectors: `=N`, `zero`, `one`, `two`, `few`, `many`, `other`; `#` is the number). Values go in
 * verbatim (no `$&` replacement patterns); an unknown slot is left as it is.
 */
export function fill(template: string, values: Values, locale: string): string {
  const number = (value: string | number) => (typeof value === 'number' ? numberFormat(locale).format(value) : value);
  let out = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open === -1) break;
    out += template.slice(index, open);
    const slot = braced(template, open);
    if (!slot) break;
    const parts = /^(\w+)(?:\s*,\s*plural\s*,([\s\S]*))?$/.exec(slot.body);
    const value = parts && Object.hasOwn(values, parts[1]!) ? values[parts[1]!] : undefined;
    const forms = parts?.[2] === undefined ? undefined : pluralForms(parts[2]);
    if (value === undefined || (parts?.[2] !== undefined && (!forms || typeof value !== 'number'))) {
      // An unknown slot, or a plural that is malformed or given no number: left as written.
      out += typeof value === 'string' && forms ? value : template.slice(open, slot.end);
    } else if (forms && typeof value === 'number') {
      const form = forms.get(`=${value}`) ?? forms.get(pluralRules(locale).select(value)) ?? forms.get('other')!;
      out += fill(form.replace(/#/g, number(value)), values, locale);
    } else {
      out += number(value);
    }
    index = slot.end;
  }
  return out + template.slice(index);
}
