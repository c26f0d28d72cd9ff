import { useMemo } from 'react';
import { useDashboard } from '../../context/context';
import { howFoundOptionsEn, profileEn, roleOptionsEn } from '../../i18n/en/profile';
import { RadioGroup } from '../../ui/RadioGroup';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useMessages } from '../../ui/useMessages';
import type { UserType } from './profile.options';
import { profileSelectOptions, type ProfileField } from './profileForm.logic';
import type { ProfileFormState } from './useProfileForm';

export interface ProfileFieldsProps {
  profile: ProfileFormState;
  /** Which of the profile's fields, in this order (the company name shows for a business only). */
  fields: readonly ProfileField[];
}

/** The profile's fields, with their labels, options and messages: the wizard's steps and the account's editor show the same. */
export function ProfileFields({ profile, fields }: ProfileFieldsProps) {
  const { locale } = useDashboard();
  const t = useMessages('profile', profileEn);
  const howFoundOptions = useMessages('howFoundOptions', howFoundOptionsEn);
  const roleOptions = useMessages('roleOptions', roleOptionsEn);
  const options = useMemo(() => profileSelectOptions(locale, { profile: t, howFoundOptions, roleOptions }), [locale, t, howFoundOptions, roleOptions]);
  const { form, errors, update, touch } = profile;

  const field = (name: ProfileField) => {
    switch (name) {
      case 'displayName':
        return (
          <TextField
            key={name}
            label={t.displayNameLabel}
            name="displayName"
            autoComplete="name"
            value={form.displayName}
            onChange={(event) => update('displayName', event.target.value)}
            onBlur={() => touch('displayName')}
            error={errors.displayName}
            required
          />
        );
      case 'country':
        return (
          <SelectField
            key={name}
            label={t.countryLabel}
            name="country"
            options={options.countries}
            placeholder={t.countryPlaceholder}
            value={form.country}
            onChange={(event) => update('country', event.target.value)}
            onBlur={() => touch('country')}
            error={errors.country}
            required
          />
        );
      case 'howFoundUs':
        return (
          <SelectField
            key={name}
            label={t.howFoundLabel}
            name="howFoundUs"
            options={options.howFound}
            placeholder={t.howFoundPlaceholder}
            value={form.howFoundUs}
            onChange={(event) => update('howFoundUs', event.target.value)}
            onBlur={() => touch('howFoundUs')}
            error={errors.howFoundUs}
            required
          />
        );
      case 'userType':
        return (
          <RadioGroup<UserType>
            key={name}
            legend={t.accountTypeLabel}
            name="userType"
            value={form.userType}
            options={[
              { value: 'private', label: t.private },
              { value: 'business', label: t.business },
            ]}
            onChange={(value) => update('userType', value)}
            error={errors.userType}
          />
        );
      case 'companyName':
        return form.userType === 'business' ? (
          <TextField
            key={name}
            label={t.companyLabel}
            name="companyName"
            autoComplete="organization"
            value={form.companyName}
            onChange={(event) => update('companyName', event.target.value)}
            onBlur={() => touch('companyName')}
            error={errors.companyName}
            required
          />
        ) : null;
      case 'roleDescription':
        return (
          <SelectField
            key={name}
            label={t.roleLabel}
            name="roleDescription"
            options={options.roles}
            placeholder={t.rolePlaceholder}
            value={form.roleDescription}
            onChange={(event) => update('roleDescription', event.target.value)}
            onBlur={() => touch('roleDescription')}
            error={errors.roleDescription}
            required
          />
        );
    }
  };

  return <>{fields.map(field)}</>;
}
