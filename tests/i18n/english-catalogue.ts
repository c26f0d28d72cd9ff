import { en, type CompleteCatalogue } from '../../packages/dashboard-kit/src/i18n/messages';
import { keyCapsEn } from '../../packages/dashboard-kit/src/i18n/en/keys';
import { requestsEn } from '../../packages/dashboard-kit/src/i18n/en/requests';
import { securityEn } from '../../packages/dashboard-kit/src/i18n/en/security';
import { spendEn } from '../../packages/dashboard-kit/src/i18n/en/spend';

/** Every English text the kit has: the core catalogue, and the sections that ship with their widgets (spend control's, the key caps', account security's, the request log's). */
export const englishCatalogue: CompleteCatalogue = { ...en, spend: spendEn, keyCaps: keyCapsEn, security: securityEn, requests: requestsEn };
