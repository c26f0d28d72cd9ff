import { describe, expect, it } from 'vitest';
import { fill } from '../../packages/dashboard-kit/src/i18n/fill';
import { englishCatalogue } from '../i18n/english-catalogue';
import { resolveLocale } from '../../packages/dashboard-kit/src/i18n/locale';
import { PSEUDO_LENGTHENED, PSEUDO_RTL, pseudoCatalogues } from '../i18n/pseudo-locales';

describe('the pseudo-locales', () => {
  const long = pseudoCatalogues[PSEUDO_LENGTHENED];
  const rtl = pseudoCatalogues[PSEUDO_RTL];

  it('lengthen every text by about 40 %, accented and bracketed, slots kept', () => {
    expect(long.keys.newKey).toMatch(/^\[Ñéŵ ÁṔÍ Ķéý.+\]$/);
    for (const [section, texts] of Object.entries(englishCatalogue)) {
      for (const [key, text] of Object.entries(texts)) {
        const pseudo = (long as Record<string, Record<string, string>>)[section]![key]!;
        if (text.trim()) expect(pseudo.length, `${section}.${key}`).toBeGreaterThanOrEqual(Math.floor(text.length * 1.4));
      }
    }
    expect(fill(long.keys.count, { count: 2, limit: 20 }, 'en')).toMatch(/^\[ÁṔÍ Ķéýš: 2\/20.*\]$/);
  });

  it('write every text right to left, in a locale whose layout mirrors', () => {
    expect(rtl.keys.newKey).toBe('\u202eNew API Key\u202c');
    expect(resolveLocale(PSEUDO_RTL, pseudoCatalogues)).toMatchObject({ dir: 'rtl', messages: rtl });
    expect(resolveLocale(PSEUDO_LENGTHENED, pseudoCatalogues)).toMatchObject({ dir: 'ltr', messages: long });
  });
});
