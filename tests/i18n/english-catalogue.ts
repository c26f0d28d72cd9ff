import { en, type CompleteCatalogue } from '../../packages/dashboard-kit/src/i18n/messages';
import { keyCapsEn } from '../../packages/dashboard-kit/src/i18n/en/keys';
import { securityEn } from '../../packages/dashboard-kit/src/i18n/en/security';
import { spendEn } from '../../packages/dashboard-kit/src/i18n/en/spend';

/** Every English text the kit has: the core catalogue, and spend control's, the key caps' and account security's (which ship with their widgets). */
export const englishCatalogue: CompleteCatalogue = { ...en, spend: spendEn, keyCaps: keyCapsEn, security: securityEn };
