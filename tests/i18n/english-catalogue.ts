import { en, type Catalogue } from '../../packages/dashboard-kit/src/i18n/messages';
import { keyCapsEn } from '../../packages/dashboard-kit/src/i18n/key-cap-messages';
import { spendEn } from '../../packages/dashboard-kit/src/i18n/spend-messages';

/** Every English text the kit has: the core catalogue, spend control's and the key caps' (which ship with their widgets). */
export const englishCatalogue: Catalogue = { ...en, spend: spendEn, keyCaps: keyCapsEn };
