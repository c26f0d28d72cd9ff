import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages';
import { COUNTRY_OPTIONS, HOW_FOUND_OPTIONS, ROLE_OPTIONS } from './profile.options';
import { de } from '../../i18n/catalogues/de';
import { destinationAfterSave, profileSelectOptions, initialProfileForm, isStepValid, toProfileMetadata, validateStep, type ProfileForm } from './profileForm.logic';

const t = en.profile;
const empty: ProfileForm = { displayName: '', country: '', howFoundUs: '', userType: '', companyName: '', roleDescription: '' };

describe('option lists', () => {
  it('has 28 countries ending with Other, 11 how-found options and 7 roles', () => {
    expect(COUNTRY_OPTIONS).toHaveLength(28);
    expect(COUNTRY_OPTIONS.at(-1)).toBe('Other');
    expect(HOW_FOUND_OPTIONS).toHaveLength(11);
    expect(ROLE_OPTIONS).toEqual(['Trader', 'Meteorologist', 'Analyst', 'Developer', 'Executive', 'Investor', 'Other']);
  });
});

describe('option labels', () => {
  it('English shows the stored values themselves', () => {
    const options = profileSelectOptions('en-US', en);
    expect(options.countries.map((option) => typeof option === 'string' ? option : option.label)).toEqual([...COUNTRY_OPTIONS]);
    expect(options.roles).toContainEqual({ value: 'Meteorologist', label: 'Meteorologist' });
  });

  it('German names countries through Intl and the rest from the catalogue, storing the English values', () => {
    const options = profileSelectOptions('de-DE', de);
    expect(options.countries).toContainEqual({ value: 'UK', label: 'Vereinigtes Königreich' });
    expect(options.countries).toContainEqual({ value: 'South Korea', label: 'Südkorea' });
    expect(options.countries.at(-1)).toEqual({ value: 'Other', label: 'Anderes Land' });
    expect(options.howFound).toContainEqual({ value: 'Word of mouth', label: 'Empfehlung' });
    expect(options.roles).toContainEqual({ value: 'Developer', label: 'Entwickler/in' });
  });
});

describe('profile validation', () => {
  it('step 1 needs a trimmed display name and a country', () => {
    expect(validateStep(1, { ...empty, displayName: '   ' }, t)).toEqual({ displayName: 'Display name is required', country: 'Country is required' });
    expect(isStepValid(1, { ...empty, displayName: 'Ada', country: 'UK' }, t)).toBe(true);
  });

  it('step 2 needs how found, a user type and a role', () => {
    expect(validateStep(2, empty, t)).toEqual({
      howFoundUs: 'Please tell us how you found us',
      userType: 'User type is required',
      roleDescription: 'Role description is required',
    });
  });

  it('a business needs a trimmed company name; a private account does not', () => {
    const step2 = { ...empty, howFoundUs: 'Reddit', roleDescription: 'Trader' };
    expect(validateStep(2, { ...step2, userType: 'business', companyName: '  ' }, t)).toEqual({
      companyName: 'Company name is required for business accounts',
    });
    expect(isStepValid(2, { ...step2, userType: 'private' }, t)).toBe(true);
  });
});

describe('what the wizard saves', () => {
  const form: ProfileForm = { displayName: '  Ada  ', country: 'UK', howFoundUs: 'Reddit', userType: 'business', companyName: ' Windpark ', roleDescription: 'Trader' };
  it('trims names and keeps the company for a business', () => {
    expect(toProfileMetadata(form)).toEqual({
      full_name: 'Ada',
      country: 'UK',
      how_found_us: 'Reddit',
      user_type: 'business',
      company_name: 'Windpark',
      role_description: 'Trader',
    });
  });
  it('sends company_name null unless business', () => {
    expect(toProfileMetadata({ ...form, userType: 'private' }).company_name).toBeNull();
  });
  it('prefills from metadata with the name fallbacks', () => {
    expect(initialProfileForm({ name: 'Grace', user_type: 'alien' })).toMatchObject({ displayName: 'Grace', userType: '' });
  });
});

describe('after saving', () => {
  it('goes to the overview after a sign-up, else where the user was headed', () => {
    expect(destinationAfterSave(true, '/api-keys', '/overview')).toBe('/overview');
    expect(destinationAfterSave(false, '/api-keys', '/overview')).toBe('/api-keys');
  });
});
