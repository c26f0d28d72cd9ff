import type { FormEvent } from 'react';
import type { BillingDetails } from '../../api/schemas/organizations';
import { useAccountPermission, useActiveAccount } from '../../context/context';
import { useDeleteOrganization, useSaveBillingDetails, useSetTwoStepRequirement, useUpdateOrganization } from '../../data/organizations/organization-mutations';
import { useBillingDetails } from '../../data/organizations/organization-queries';
import { useFormDraft } from '../../ui/useFormDraft';
import { useTypedConfirmation } from '../../ui/useTypedConfirmation';

export const EMPTY_DETAILS: BillingDetails = { legal_name: null, address_line1: null, address_line2: null, postal_code: null, city: null, country: null, vat_id: null };

/** The general form (name, address): what was typed over what is saved. */
function useGeneralForm() {
  const { organization } = useActiveAccount();
  const update = useUpdateOrganization();
  const draft = useFormDraft({ name: organization?.name ?? '', slug: organization?.slug ?? '' });
  const { name, slug } = draft.values;
  return {
    name,
    slug,
    setName: (value: string) => draft.set('name', value),
    setSlug: (value: string) => draft.set('slug', value.toLowerCase()),
    problem: update.error,
    saving: update.isPending,
    saved: update.isSuccess,
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (!organization) return;
      update.mutate({ id: organization.id, name, slug }, { onSuccess: draft.reset });
    },
  };
}

/** The billing details form: what was typed over what is saved. */
function useBillingForm(allowed: boolean) {
  const { organization } = useActiveAccount();
  const details = useBillingDetails(allowed ? (organization?.id ?? null) : null);
  const save = useSaveBillingDetails();
  const draft = useFormDraft<BillingDetails>({ ...EMPTY_DETAILS, ...details.data });
  const values = draft.values;
  return {
    shown: allowed,
    details,
    values,
    set: (field: keyof BillingDetails, value: string) => draft.set(field, value === '' ? null : value),
    saving: save.isPending,
    saved: save.isSuccess,
    problem: save.error,
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (!organization) return;
      save.mutate({ id: organization.id, details: values }, { onSuccess: draft.reset });
    },
  };
}

/** Requiring two-step verification of the members: saved as it is ticked (a recent code where the owner has a factor). */
function useTwoStepRequirement() {
  const { organization } = useActiveAccount();
  const set = useSetTwoStepRequirement();
  return {
    // What was asked for while it is on its way, then what the API answered (until the list, asked
    // again, says the same), else what the organisation says.
    required: set.isPending ? set.variables.required : set.isSuccess && set.data.id === organization?.id ? set.data.require_two_step : (organization?.require_two_step ?? false),
    saving: set.isPending,
    saved: set.isSuccess,
    problem: set.error,
    change: (required: boolean) => {
      if (organization) set.mutate({ id: organization.id, required });
    },
  };
}

/** Deleting: the slug typed again (the API checks it too); a second factor's recent code where the owner has one. */
function useDeletion() {
  const { organization } = useActiveAccount();
  const remove = useDeleteOrganization();
  const { typed, setTyped, confirmed } = useTypedConfirmation(organization?.slug ?? '');
  return {
    typed,
    setTyped,
    matches: confirmed,
    deleting: remove.isPending,
    problem: remove.error,
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (!organization || !confirmed) return;
      remove.mutate({ id: organization.id, confirm: organization.slug });
    },
  };
}

/** The settings page's state: its four parts, each shown, or editable, where the user's role may use it. */
export function useOrganizationSettings() {
  const { organization } = useActiveAccount();
  const write = useAccountPermission('organization:write');
  const billingRead = useAccountPermission('billing:read');
  const billingWrite = useAccountPermission('billing:write');
  const remove = useAccountPermission('organization:delete');
  const security = useAccountPermission('organization:security');
  return {
    organization,
    general: { ...useGeneralForm(), editable: write.allowed },
    twoStep: { ...useTwoStepRequirement(), editable: security.allowed },
    billing: { ...useBillingForm(billingRead.allowed), editable: billingWrite.allowed },
    deletion: { ...useDeletion(), shown: remove.allowed },
  };
}
