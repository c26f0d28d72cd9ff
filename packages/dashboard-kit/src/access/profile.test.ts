import { describe, expect, it } from 'vitest';
import { avatarInitial, displayNameToShow, isProfileComplete, profileName, type ProfileMetadata } from './profile';

const complete: ProfileMetadata = {
  full_name: 'Ada Lovelace',
  country: 'UK',
  how_found_us: 'Google Search',
  user_type: 'private',
  company_name: null,
  role_description: 'Analyst',
};

describe('profile completeness', () => {
  it('is complete with every field of a private account', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each(['full_name', 'country', 'how_found_us', 'user_type', 'role_description'] as const)(
    'is incomplete when %s is missing or blank',
    (field) => {
      expect(isProfileComplete({ ...complete, [field]: undefined })).toBe(false);
      expect(isProfileComplete({ ...complete, [field]: '   ' })).toBe(false);
    },
  );

  it('needs a company name for a business', () => {
    expect(isProfileComplete({ ...complete, user_type: 'business', company_name: null })).toBe(false);
    expect(isProfileComplete({ ...complete, user_type: 'business', company_name: ' ' })).toBe(false);
    expect(isProfileComplete({ ...complete, user_type: 'business', company_name: 'Jua' })).toBe(true);
  });

  it('accepts name or display_name in place of full_name', () => {
    expect(isProfileComplete({ ...complete, full_name: undefined, name: 'Ada' })).toBe(true);
    expect(isProfileComplete({ ...complete, full_name: '', display_name: 'Ada' })).toBe(true);
  });

  it('is incomplete without metadata', () => {
    expect(isProfileComplete(undefined)).toBe(false);
    expect(isProfileComplete({})).toBe(false);
  });
});

describe('profile name fallbacks', () => {
  it('prefers full_name, then name, then display_name', () => {
    expect(profileName({ full_name: 'A', name: 'B', display_name: 'C' })).toBe('A');
    expect(profileName({ name: 'B', display_name: 'C' })).toBe('B');
    expect(profileName({ display_name: ' C ' })).toBe('C');
    expect(profileName({})).toBeUndefined();
  });
});

describe('the name a profile shows', () => {
  it('shows the name only if it differs from the email and is not "User"', () => {
    expect(displayNameToShow('Ada', 'ada@x.test')).toBe('Ada');
    expect(displayNameToShow('User', 'ada@x.test')).toBeUndefined();
    expect(displayNameToShow('ada@x.test', 'ada@x.test')).toBeUndefined();
    expect(displayNameToShow(undefined, 'ada@x.test')).toBeUndefined();
  });
  it("takes the avatar's letter from the name, else the email", () => {
    expect(avatarInitial('ada', 'x@y.test')).toBe('A');
    expect(avatarInitial(undefined, 'grace@y.test')).toBe('G');
    expect(avatarInitial(undefined, undefined)).toBe('?');
  });
});
