import { describe, expect, it } from 'vitest';
import { de } from './catalogues/de';
import { fill } from './fill';
import { en } from './messages';

describe('fill', () => {
  it('puts each value into its slot', () => {
    expect(fill('API Keys: {count}/{limit}', { count: 2, limit: 20 }, 'en')).toBe('API Keys: 2/20');
  });

  it("inserts values verbatim, even ones that look like replacement patterns ($&, $', $`)", () => {
    expect(fill('The CLI requests a key named {name}.', { name: "$& $' $` $$" }, 'en')).toBe("The CLI requests a key named $& $' $` $$.");
  });

  it('leaves unknown slots and prototype names alone', () => {
    expect(fill('{missing} {constructor}', {}, 'en')).toBe('{missing} {constructor}');
  });
});

describe('fill with plurals and numbers in the locale', () => {
  const days = '{days, plural, =0 {today} one {# day} other {# days}}';

  it('picks the form by the locale’s plural rules, an exact =N first', () => {
    expect([0, 1, 2, 1_500].map((count) => fill(days, { days: count }, 'en'))).toEqual(['today', '1 day', '2 days', '1,500 days']);
    expect(fill('{days, plural, one {# Tag} other {# Tage}}', { days: 1_500 }, 'de')).toBe('1.500 Tage');
    // Polish has more forms than English: the catalogue lists them, the rules pick one.
    const polish = '{n, plural, one {# klucz} few {# klucze} many {# kluczy} other {# klucza}}';
    expect([1, 3, 5, 22].map((n) => fill(polish, { n }, 'pl'))).toEqual(['1 klucz', '3 klucze', '5 kluczy', '22 klucze']);
  });

  it('fills slots inside a form, and writes plain numbers as the locale does', () => {
    expect(fill('{count, plural, one {# key named {name}} other {# keys}}', { count: 1, name: 'CI' }, 'en')).toBe('1 key named CI');
    expect(fill('{shown} of {total} items', { shown: 1_200, total: 50_000 }, 'de')).toBe('1.200 of 50.000 items');
  });

  it('leaves a malformed plural, or one without a number, as it is', () => {
    expect(fill('{days, plural, one {# day}}', { days: 2 }, 'en')).toBe('{days, plural, one {# day}}');
    expect(fill(days, { days: 'many' }, 'en')).toBe('many');
    expect(fill('{days, plural, one {# day} other {# days', { days: 2 }, 'en')).toBe('{days, plural, one {# day} other {# days');
  });

  it.each([
    ['en', 0, 'At your 30-day average, your credits last less than a day'],
    ['en', 1, 'At your 30-day average, your credits last about 1 day'],
    ['en', 1200, 'At your 30-day average, your credits last about 1,200 days'],
    ['de', 0, 'Beim Durchschnitt der letzten 30 Tage reicht Ihr Guthaben keinen Tag mehr'],
    ['de', 1, 'Beim Durchschnitt der letzten 30 Tage reicht Ihr Guthaben noch etwa 1 Tag'],
    ['de', 1200, 'Beim Durchschnitt der letzten 30 Tage reicht Ihr Guthaben noch etwa 1.200 Tage'],
  ])('writes the runway in %s for %i days as one message', (locale, days, text) => {
    expect(fill((locale === 'de' ? de : en).credits.runway, { days }, locale)).toBe(text);
  });
});
