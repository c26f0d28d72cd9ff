import { profileName, type ProfileMetadata } from '../../access/profile';
import { regionName } from '../../i18n/intl-formats';
import { isEnglish } from '../../i18n/locale';
import type { CompleteCatalogue, SectionTexts } from '../../i18n/messages';
import type { SelectOption } from '../../ui/SelectField';
import { COUNTRY_OPTIONS, COUNTRY_REGIONS, HOW_FOUND_OPTIONS, ROLE_OPTIONS, type UserType } from './profile.options';

/** The profile form. */
export interface ProfileForm {
  displayName: string;
  country: string;
  howFoundUs: string;
  userType: UserType | '';
  companyName: string;
  roleDescription: string;
}

export type ProfileField = keyof ProfileForm;
export type WizardStep = 1 | 2;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Step 1: name and country; step 2: how found, account type, company, role. */
export const STEP_FIELDS: Record<WizardStep, readonly ProfileField[]> = {
  1: ['displayName', 'country'],
  2: ['howFoundUs', 'userType', 'companyName', 'roleDescription'],
};

/** Prefills the form from what the user already has (a Google name, say). */
export function initialProfileForm(metadata: ProfileMetadata | null | undefined): ProfileForm {
  const userType = metadata?.user_type === 'private' || metadata?.user_type === 'business' ? metadata.user_type : '';
  return {
    displayName: profileName(metadata) ?? '',
    country: metadata?.country ?? '',
    howFoundUs: metadata?.how_found_us ?? '',
    userType,
    companyName: metadata?.company_name ?? '',
    roleDescription: metadata?.role_description ?? '',
  };
}

/** Every field of the profile, in the order the wizard asks them. */
export const PROFILE_FIELDS: readonly ProfileField[] = [...STEP_FIELDS[1], ...STEP_FIELDS[2]];

/** Profile validation: each rule's message, for the fields given. */
export function validateFields(fields: readonly ProfileField[], form: ProfileForm, t: SectionTexts<'profile'>): ProfileErrors {
  const all: ProfileErrors = {};
  if (!form.displayName.trim()) all.displayName = t.displayNameRequired;
  if (!form.country) all.country = t.countryRequired;
  if (!form.howFoundUs) all.howFoundUs = t.howFoundRequired;
  if (!form.userType) all.userType = t.userTypeRequired;
  if (form.userType === 'business' && !form.companyName.trim()) all.companyName = t.companyRequired;
  if (!form.roleDescription) all.roleDescription = t.roleRequired;
  return Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]])) as ProfileErrors;
}

/** Profile validation, for the fields of one step. */
export function validateStep(step: WizardStep, form: ProfileForm, t: SectionTexts<'profile'>): ProfileErrors {
  return validateFields(STEP_FIELDS[step], form, t);
}

export function isStepValid(step: WizardStep, form: ProfileForm, t: SectionTexts<'profile'>): boolean {
  return Object.keys(validateStep(step, form, t)).length === 0;
}

/** The user_metadata the wizard saves: names trimmed, company_name null unless business. */
export function toProfileMetadata(form: ProfileForm) {
  return {
    full_name: form.displayName.trim(),
    country: form.country,
    how_found_us: form.howFoundUs,
    user_type: form.userType,
    company_name: form.userType === 'business' ? form.companyName.trim() : null,
    role_description: form.roleDescription,
  };
}

/** After saving, a just-signed-up user goes to the overview, others where they were headed. */
export function destinationAfterSave(justSignedUp: boolean, next: string, overview: string): string {
  return justSignedUp ? overview : next;
}

/** Names a stored country (always the English value) in the user's language: English shows the spec's names, other languages `Intl`'s. */
export function countryNamer(locale: string, t: SectionTexts<'profile'>): (value: string) => string {
  const english = isEnglish(locale);
  return (value) => {
    if (value === 'Other') return t.countryOther;
    const region = (COUNTRY_REGIONS as Record<string, string | undefined>)[value];
    return (region && !english && regionName(region, locale)) || value;
  };
}

/**
 * The selects' options in the user's language. The values stay the English ones the profile
 * stores; English shows the spec's names, other languages name countries through `Intl`.
 */
export function profileSelectOptions(locale: string, messages: Pick<CompleteCatalogue, 'profile' | 'howFoundOptions' | 'roleOptions'>): Record<'countries' | 'howFound' | 'roles', SelectOption[]> {
  const countryName = countryNamer(locale, messages.profile);
  return {
    countries: COUNTRY_OPTIONS.map((value) => ({ value, label: countryName(value) })),
    howFound: HOW_FOUND_OPTIONS.map((value) => ({ value, label: messages.howFoundOptions[value] })),
    roles: ROLE_OPTIONS.map((value) => ({ value, label: messages.roleOptions[value] })),
  };
}
