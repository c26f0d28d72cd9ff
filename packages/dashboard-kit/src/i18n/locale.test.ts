import { describe, expect, it } from 'vitest';
import { de } from './catalogues/de';
import { canonicalTag, localeDirection, offeredLanguage, resolveLocale } from './locale';
import { providerEn, type Catalogue } from './messages';

describe('the locale a provider speaks', () => {
  it('takes the tag’s own catalogue, else its language’s, else English for texts and formats alike', () => {
    expect(resolveLocale('de', { de })).toMatchObject({ tag: 'de', messages: de, dir: 'ltr' });
    expect(resolveLocale('de-AT', { de })).toMatchObject({ tag: 'de-AT', messages: de });
    expect(resolveLocale(undefined, { de })).toMatchObject({ tag: 'en', messages: providerEn });
    expect(resolveLocale('en-GB')).toMatchObject({ tag: 'en-GB', messages: providerEn });
    // French asked, no French catalogue: English texts, and English numbers to go with them.
    expect(resolveLocale('fr', { de })).toMatchObject({ tag: 'en', messages: providerEn });
  });

  it('holds English’s shared words and errors alone: each widget brings its own English', () => {
    const { messages } = resolveLocale('en');
    expect(Object.keys(messages).sort()).toEqual(['apiErrorSuggestions', 'apiErrors', 'common']);
    expect(messages.common.loading).toBe('Loading...');
    expect(messages.keys).toBeUndefined();
  });

  it('reads a host’s tag forgivingly: case, and a tag Intl refuses falls back to English', () => {
    expect(canonicalTag('DE-at')).toBe('de-AT');
    expect(canonicalTag('not a tag')).toBe('en');
    expect(canonicalTag('')).toBe('en');
  });

  it('finds which offered language a locale is: itself, else its language, else none', () => {
    expect(offeredLanguage('de', ['en', 'de'])).toBe('de');
    expect(offeredLanguage('de-AT', ['en', 'de'])).toBe('de');
    expect(offeredLanguage('pt-BR', ['en', 'pt', 'pt-BR'])).toBe('pt-BR');
    expect(offeredLanguage('fr', ['en', 'de'])).toBeUndefined();
  });

  it('knows which languages write right to left', () => {
    expect(['ar', 'he', 'fa-IR', 'ur', 'ar-XB'].map(localeDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'de-AT', 'ja', 'zh-Hant', 'en-XA'].map(localeDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('takes a partner’s catalogue for any language: a section it carries is complete, one it leaves out is English', () => {
    const { common, spend, apiErrors, ...rest } = de;
    // @ts-expect-error -- a section that lacks a single message does not compile
    const missingOne: Catalogue = { ...de, common: { ...common, loading: undefined } };
    // @ts-expect-error -- nor does one in a section added later
    const spendMissingOne: Catalogue = { ...de, spend: { ...spend, download: undefined } };
    const french: Catalogue = { ...rest, spend, common: { ...common, loading: 'Chargement…' } };
    expect(resolveLocale('fr-CA', { fr: french }).messages.common.loading).toBe('Chargement…');
    // Without the shared words, the provider speaks English's; a widget's section left out is filled by the widget.
    const withoutShared: Catalogue = rest;
    const { messages } = resolveLocale('fr', { fr: withoutShared });
    expect(messages.common.loading).toBe('Loading...');
    expect(messages.apiErrors.NOT_FOUND).toBe('The requested resource was not found.');
    expect(messages.keys).toBe(de.keys);
    expect([missingOne, spendMissingOne, apiErrors]).toHaveLength(3);
  });
});
