import { en, type CompleteCatalogue } from '../../packages/dashboard-kit/src/i18n/messages';

/** Every English text the kit has. */
export const englishCatalogue: CompleteCatalogue = en;
