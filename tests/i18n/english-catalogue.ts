import { en, type Catalogue } from '../../packages/dashboard-kit/src/i18n/messages';
import { keyCapsEn } from '../../packages/dashboard-kit/src/i18n/en/keys';
import { spendEn } from '../../packages/dashboard-kit/src/i18n/en/spend';

/** Every English text the kit has: the core catalogue, spend control's and the key caps' (which ship with their widgets). */
export const englishCatalogue: Catalogue = { ...en, spend: spendEn, keyCaps: keyCapsEn };
