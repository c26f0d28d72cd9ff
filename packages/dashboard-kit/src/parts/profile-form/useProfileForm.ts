import { useState } from 'react';
import type { ProfileMetadata } from '../../access/profile';
import type { SectionTexts } from '../../i18n/messages';
import { initialProfileForm, validateFields, type ProfileErrors, type ProfileField, type ProfileForm } from './profileForm.logic';

/**
 * The profile's fields as the user edits them (the wizard's steps and the account's editor alike):
 * the values, prefilled from the profile; the rules' messages for `fields`, shown once a field was
 * touched; `touchAll` shows every message of `fields` (a submit with gaps).
 */
export function useProfileForm(metadata: ProfileMetadata | undefined, fields: readonly ProfileField[], t: SectionTexts<'profile'>) {
  const [form, setForm] = useState<ProfileForm>(() => initialProfileForm(metadata));
  const [touched, setTouched] = useState<Partial<Record<ProfileField, boolean>>>({});
  const errors = validateFields(fields, form, t);
  const visibleErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => touched[field as ProfileField])) as ProfileErrors;

  return {
    form,
    errors: visibleErrors,
    valid: Object.keys(errors).length === 0,
    update: <K extends ProfileField>(field: K, value: ProfileForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    touch: (field: ProfileField) => setTouched((current) => ({ ...current, [field]: true })),
    touchAll: () => setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, true])) })),
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
