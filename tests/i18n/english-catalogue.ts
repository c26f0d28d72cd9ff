import { en, type Catalogue } from '../../packages/dashboard-kit/src/i18n/messages';
import { spendEn } from '../../packages/dashboard-kit/src/i18n/spend-messages';

/** Every English text the kit has: the core catalogue and spend control's (which ships in its own chunk). */
export const englishCatalogue: Catalogue = { ...en, spend: spendEn };
