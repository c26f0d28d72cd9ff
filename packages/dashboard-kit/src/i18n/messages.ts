import { accountEn, timezoneGroupsEn } from './en/account';
import { apiErrorsEn, apiErrorSuggestionsEn, commonEn } from './en/core';
import { creditsEn } from './en/credits';
import { filesEn } from './en/files';
import { explorerEn, modelsEn } from './en/forecast';
import { cliEn, keyCapsEn, keysEn } from './en/keys';
import { pricingEn } from './en/pricing';
import { howFoundOptionsEn, profileEn, roleOptionsEn } from './en/profile';
import { auditLogEn, organizationsEn, organizationSwitcherEn } from './en/organizations';
import { roleRefusalsEn } from './en/role-refusals';
import { requestsEn } from './en/requests';
import { accessErrorEn, accountStatusEn, comingSoonEn, errorScreensEn, legalEn, notFoundEn, overviewEn } from './en/screens';
import { securityEn } from './en/security';
import { cookiesEn, shellEn, themeEn } from './en/shell';
import { interstitialEn, loginEn } from './en/sign-in';
import { spendEn } from './en/spend';

/**
 * The kit's English catalogue, every section of it, for a partner to start a translation from.
 * The kit itself never reads it whole: each widget takes its sections from i18n/en/
 * (ui/useMessages.ts), so an app that embeds one widget ships that widget's texts alone.
 *
 * Texts quoted by the product spec are copied word for word. Texts the spec does not give are
 * marked with `// [not from spec]` on the line (or block) that holds them, or, in a file none of
 * whose texts (or all but those it names) is from the spec, once in its header: a reviewer can
 * tell the two apart and a translator knows which are ours to reword. Hosts translate through
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
  keyCaps: keyCapsEn,
  cli: cliEn,
  credits: creditsEn,
  spend: spendEn,
  pricing: pricingEn,
  account: accountEn,
  security: securityEn,
  files: filesEn,
  requests: requestsEn,
  models: modelsEn,
  explorer: explorerEn,
  organizationSwitcher: organizationSwitcherEn,
  organizations: organizationsEn,
  roleRefusals: roleRefusalsEn,
  auditLog: auditLogEn,
  cookies: cookiesEn,
  shell: shellEn,
  overview: overviewEn,
  legal: legalEn,
  theme: themeEn,
  timezoneGroups: timezoneGroupsEn,
} as const;

/** A catalogue's sections, each a widget's or an area's texts. */
export type MessageSection = keyof typeof en;

/** One section's texts in any language: every text English has, each a string. */
export type SectionTexts<Section extends MessageSection> = { [Key in keyof (typeof en)[Section]]: string };

/**
 * A language's texts, the one catalogue type: each section it carries complete (a text the
 * English section gains and a translation lacks fails the type check), each section it leaves
 * out shown in English. Type a new language with it.
 * @example const fr: Catalogue = { common: { loading: 'Chargement…', … } };
 */
export type Catalogue = { [Section in MessageSection]?: SectionTexts<Section> };

/** A catalogue with every section: what the kit's own languages hold (checked at build) and widgets read. */
export type CompleteCatalogue = Required<Catalogue>;

/** @deprecated Since 0.1; removed in 1.0.0. The one catalogue type is `Catalogue`; this is its former name. */
export type Messages = Catalogue;

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
  [Section in Exclude<MessageSection, ProviderSection>]?: Partial<SectionTexts<Section>>;
};

/** English as the provider holds it: its own sections only. */
export const providerEn: ActiveMessages = { common: commonEn, apiErrors: apiErrorsEn, apiErrorSuggestions: apiErrorSuggestionsEn };

/** A language's catalogue as the provider holds it: the provider's sections filled from English where it leaves them out. */
export function activeMessages(catalogue: Catalogue): ActiveMessages {
  return {
    ...catalogue,
    common: catalogue.common ?? commonEn,
    apiErrors: catalogue.apiErrors ?? apiErrorsEn,
    apiErrorSuggestions: catalogue.apiErrorSuggestions ?? apiErrorSuggestionsEn,
  };
}

/** Some texts of a catalogue, as hosts pass them to `localization` over the active language's. */
export type Localization = { [Section in MessageSection]?: Partial<SectionTexts<Section>> };

/** Merges a host's partial catalogue over the active one (one level of sections). */
export function mergeMessages(base: ActiveMessages, overrides: Localization | undefined): ActiveMessages {
  if (!overrides) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const section of Object.keys(overrides) as MessageSection[]) {
    merged[section] = { ...base[section], ...overrides[section] };
  }
  return merged as ActiveMessages;
}
