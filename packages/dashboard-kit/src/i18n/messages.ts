import { accountEn, timezoneGroupsEn } from './en/account';
import { apiErrorsEn, apiErrorSuggestionsEn, commonEn } from './en/core';
import { creditsEn } from './en/credits';
import { filesEn } from './en/files';
import { cliEn, keysEn, type keyCapsEn } from './en/keys';
import { pricingEn } from './en/pricing';
import { howFoundOptionsEn, profileEn, roleOptionsEn } from './en/profile';
import { accessErrorEn, accountStatusEn, comingSoonEn, errorScreensEn, legalEn, notFoundEn, overviewEn } from './en/screens';
import { cookiesEn, shellEn, themeEn } from './en/shell';
import { interstitialEn, loginEn } from './en/sign-in';
import type { requestsEn } from './en/requests';
import type { securityEn } from './en/security';
import type { spendEn } from './en/spend';

/**
 * The kit's English catalogue, every section of it but spend control's, the key caps' and
 * account security's (`spendEn`, `keyCapsEn`, `securityEn`), for a partner to start a translation from. The kit itself never
 * reads it whole: each widget takes its sections from i18n/en/ (ui/useMessages.ts), so an app
 * that embeds one widget ships that widget's texts alone.
 *
 * Texts quoted by the product spec are copied word for word. Texts the spec does not give are
 * marked with `// [not from spec]` on the line (or block) that holds them, so a reviewer can tell
 * the two apart and a translator knows which are ours to reword. Hosts translate through
 * `<DashboardProvider localization={...}>` (a deep partial) or a catalogue of their own.
 */
export const en = {
  common: commonEn,
  apiErrors: apiErrorsEn,
  apiErrorSuggestions: apiErrorSuggestionsEn,
  login: loginEn,
  interstitial: interstitialEn,
  profile: profileEn,
  howFoundOptions: howFoundOptionsEn,
  roleOptions: roleOptionsEn,
  errorScreens: errorScreensEn,
  accountStatus: accountStatusEn,
  notFound: notFoundEn,
  comingSoon: comingSoonEn,
  accessError: accessErrorEn,
  keys: keysEn,
  cli: cliEn,
  credits: creditsEn,
  pricing: pricingEn,
  account: accountEn,
  files: filesEn,
  cookies: cookiesEn,
  shell: shellEn,
  overview: overviewEn,
  legal: legalEn,
  theme: themeEn,
  timezoneGroups: timezoneGroupsEn,
} as const;

/** Spend control's texts, every one a string, so a translation may say anything. */
export type SpendMessages = { [Key in keyof typeof spendEn]: string };
/** The key caps' texts, every one a string. */
export type KeyCapMessages = { [Key in keyof typeof keyCapsEn]: string };
/** Account security's texts (two-step sign-in, step-up, the Security tab), every one a string. */
export type SecurityMessages = { [Key in keyof typeof securityEn]: string };
/** The request log's texts, every one a string. */
export type RequestLogMessages = { [Key in keyof typeof requestsEn]: string };

/** The core catalogue's shape with every text a string: every section but spend control's and the key caps'. */
export type CoreMessages = { [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string } };

/** The texts a catalogue passed to the provider holds: every core text; spend control's, the key caps' and account security's where it carries them. */
export type Messages = CoreMessages & { spend?: SpendMessages; keyCaps?: KeyCapMessages; security?: SecurityMessages; requests?: RequestLogMessages };

/**
 * A language's catalogue: every core text, spend control's and the key caps'. Type a new language
 * with it. Sections added since (account security's, the request log's) are optional, so a language typed before
 * them still compiles; English shows wherever a catalogue lacks them.
 */
export type Catalogue = CoreMessages & { spend: SpendMessages; keyCaps: KeyCapMessages; security?: SecurityMessages; requests?: RequestLogMessages };

/** Every section of a catalogue, those added later included: what the kit's own languages hold and widgets read. */
export type CompleteCatalogue = Required<Catalogue>;

/** A catalogue's sections, each a widget's or an area's texts. */
export type MessageSection = keyof Catalogue;

/** The sections the provider always holds in every language: shared words and the API's errors. */
export type ProviderSection = 'common' | 'apiErrors' | 'apiErrorSuggestions';

/** The provider's own sections of a catalogue. */
export type ProviderMessages = Pick<CompleteCatalogue, ProviderSection>;

/**
 * The texts the provider holds for the active language: the provider's sections always, the
 * others as far as the language's catalogue or the host's `localization` gave them (English's
 * come with the widgets that show them: ui/useMessages.ts).
 */
export type ActiveMessages = ProviderMessages & {
  [Section in Exclude<MessageSection, ProviderSection>]?: Partial<CompleteCatalogue[Section]>;
};

/** English as the provider holds it: its own sections only. */
export const providerEn: ActiveMessages = { common: commonEn, apiErrors: apiErrorsEn, apiErrorSuggestions: apiErrorSuggestionsEn };

/** A partial catalogue, as hosts pass it to `localization`. */
export type Localization = { [Section in MessageSection]?: Partial<CompleteCatalogue[Section]> };

/** Merges a host's partial catalogue over the active one (one level of sections). */
export function mergeMessages(base: ActiveMessages, overrides: Localization | undefined): ActiveMessages {
  if (!overrides) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const section of Object.keys(overrides) as MessageSection[]) {
    merged[section] = { ...base[section], ...overrides[section] };
  }
  return merged as ActiveMessages;
}
