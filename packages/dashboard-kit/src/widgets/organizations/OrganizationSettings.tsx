import { useId } from 'react';
import { styled } from 'styled-components';
import { BILLING_DETAIL_LIMITS, type BillingDetails } from '../../api/schemas/organizations';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { organizationsEn } from '../../i18n/en/organizations';
import { StepUpBoundary } from '../../parts/step-up/StepUpBoundary';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CheckLabel } from '../../ui/CheckLabel';
import { CardStack, Paragraph } from '../../ui/layout';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../../ui/useErrorText';
import { usePlacedProblem } from '../../ui/usePlacedProblem';
import { SETTINGS_PROBLEM_FIELD } from './organizations.logic';
import { useMessages } from '../../ui/useMessages';
import { Heading, Muted, WidgetColumn } from '../../ui/WidgetRoot';
import { billingCountryOptions } from './billing-countries';
import { useOrganizationSettings } from './useOrganizationSettings';
import { tokenList } from '../../ui/token-list';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 640px;
  & .dk-form-actions {
    display: flex;
    gap: 12px;
    align-items: center;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: 12px;
  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Danger = styled(CardStack)`
  border-color: ${({ theme }) => theme.colorDanger};
`;

/** A form's Save, and a word once it saved. */
function SaveRow({ saving, saved }: { saving: boolean; saved: boolean }) {
  const t = useMessages('organizations', organizationsEn);
  return (
    <div className="dk-form-actions">
      <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
        {saving ? t.saving : t.save}
      </Button>
      <span role="status">{saved ? t.saved : ''}</span>
    </div>
  );
}

export interface OrganizationSettingsProps {
  className?: string;
}

/**
 * The active organisation's settings: its name and address (owners and admins), whether it
 * requires two-step verification of its members (owners, with a recent code), its billing
 * details printed on receipts (owners, admins and billing members; a VAT id is checked for format
 * only), and deleting it (its owner: the address typed again, and a recent code where the owner
 * has a second factor). The billing details, too, change only with a recent code where the user
 * has an authenticator app. In the personal account it renders nothing.
 * @example <DashboardProvider config={config} auth={auth}><OrganizationSettings /></DashboardProvider>
 */
export function OrganizationSettings(props: OrganizationSettingsProps) {
  return (
    <StepUpBoundary>
      <SettingsRegion {...props} />
    </StepUpBoundary>
  );
}

/** The settings themselves, inside the step-up boundary their billing details and deletion ask through. */
function SettingsRegion({ className }: OrganizationSettingsProps) {
  const t = useMessages('organizations', organizationsEn);
  const { locale } = useDashboard();
  const errorText = useErrorText({ organizations: t });
  const { organization, general, twoStep, billing, deletion } = useOrganizationSettings();
  // Each form's problem under the field it is about, else in the form's alert.
  const generalProblem = usePlacedProblem(general.problem, SETTINGS_PROBLEM_FIELD, { organizations: t });
  const billingProblem = usePlacedProblem(billing.problem, SETTINGS_PROBLEM_FIELD, { organizations: t });
  const deletionProblem = usePlacedProblem(deletion.problem, SETTINGS_PROBLEM_FIELD, { organizations: t });
  const id = useId();
  const rootClass = tokenList('dk-organization-settings', className);
  const title = <Heading id={`${id}-title`}>{t.settingsTitle}</Heading>;
  // While the account is looked up, the title is already where it will be.
  if (organization === undefined)
    return (
      <WidgetColumn className={rootClass} as="section" aria-labelledby={`${id}-title`}>
        {title}
        <Spinner label={t.settingsTitle} centered />
      </WidgetColumn>
    );
  if (organization === null)
    return (
      <WidgetColumn className={rootClass} as="section" aria-labelledby={`${id}-title`}>
        {title}
        <Muted>{t.personalNote}</Muted>
      </WidgetColumn>
    );
  const field = (name: keyof BillingDetails, label: string, extra: { autoComplete?: string; maxLength?: number; hint?: string } = {}) => (
    <TextField label={label} value={billing.values[name] ?? ''} onChange={(event) => billing.set(name, event.target.value)} disabled={!billing.editable} error={(billingProblem.fields as Record<string, string | undefined>)[name]} {...extra} />
  );
  return (
    <WidgetColumn className={rootClass} as="section" aria-labelledby={`${id}-title`}>
      {title}
      <CardStack $gap={12} aria-labelledby={`${id}-general`}>
        <CardTitle id={`${id}-general`}>{t.generalTitle}</CardTitle>
        <Form onSubmit={general.submit} noValidate>
          <TextField label={t.nameLabel} value={general.name} onChange={(event) => general.setName(event.target.value)} maxLength={80} disabled={!general.editable} autoComplete="organization" error={generalProblem.fields.name} />
          <TextField label={t.slugLabel} value={general.slug} onChange={(event) => general.setSlug(event.target.value)} maxLength={40} hint={t.slugHelp} disabled={!general.editable} spellCheck={false} error={generalProblem.fields.slug} />
          {generalProblem.alert ? <Alert tone="error">{generalProblem.alert}</Alert> : null}
          {general.editable ? <SaveRow saving={general.saving} saved={general.saved} /> : null}
        </Form>
      </CardStack>

      <CardStack $gap={12} aria-labelledby={`${id}-two-step`}>
        <CardTitle id={`${id}-two-step`}>{t.twoStepTitle}</CardTitle>
        <CheckLabel>
          <input
            type="checkbox"
            checked={twoStep.required}
            disabled={!twoStep.editable || twoStep.saving}
            aria-describedby={`${id}-two-step-help`}
            onChange={(event) => twoStep.change(event.target.checked)}
          />
          {t.twoStepLabel}
        </CheckLabel>
        <Paragraph id={`${id}-two-step-help`}>
          {t.twoStepHelp} {twoStep.editable ? null : t.twoStepOwnersOnly}
        </Paragraph>
        {twoStep.problem ? <Alert tone="error">{errorText(twoStep.problem).text}</Alert> : null}
        <span role="status">{twoStep.saved ? (twoStep.required ? t.twoStepOn : t.twoStepOff) : ''}</span>
      </CardStack>

      {billing.shown ? (
        <CardStack $gap={12} aria-labelledby={`${id}-billing`}>
          <CardTitle id={`${id}-billing`}>{t.billingTitle}</CardTitle>
          <Paragraph>{t.billingIntro}</Paragraph>
          {billing.details.isPending ? (
            <Spinner label={t.billingTitle} centered />
          ) : billing.details.isError ? (
            <Alert tone="error">{errorText(billing.details.error).text}</Alert>
          ) : (
            <Form onSubmit={billing.submit} noValidate>
              {field('legal_name', t.legalName, { autoComplete: 'organization', maxLength: BILLING_DETAIL_LIMITS.legal_name })}
              {field('address_line1', t.addressLine1, { autoComplete: 'address-line1', maxLength: BILLING_DETAIL_LIMITS.address_line1 })}
              {field('address_line2', t.addressLine2, { autoComplete: 'address-line2', maxLength: BILLING_DETAIL_LIMITS.address_line2 })}
              <Pair>
                {field('postal_code', t.postalCode, { autoComplete: 'postal-code', maxLength: BILLING_DETAIL_LIMITS.postal_code })}
                {field('city', t.city, { autoComplete: 'address-level2', maxLength: BILLING_DETAIL_LIMITS.city })}
              </Pair>
              <SelectField
                label={t.country}
                value={billing.values.country ?? ''}
                placeholder={t.countryNone}
                options={billingCountryOptions(locale)}
                onChange={(event) => billing.set('country', event.target.value)}
                disabled={!billing.editable}
                autoComplete="country"
              />
              {field('vat_id', t.vatId, { maxLength: BILLING_DETAIL_LIMITS.vat_id, hint: t.vatIdHelp })}
              {billingProblem.alert ? <Alert tone="error">{billingProblem.alert}</Alert> : null}
              {billing.editable ? <SaveRow saving={billing.saving} saved={billing.saved} /> : null}
            </Form>
          )}
        </CardStack>
      ) : null}

      {deletion.shown ? (
        <Danger $gap={12} aria-labelledby={`${id}-delete`}>
          <CardTitle id={`${id}-delete`}>{t.deleteTitle}</CardTitle>
          <Paragraph>{t.deleteIntro}</Paragraph>
          <Form onSubmit={deletion.submit} noValidate>
            <TextField label={fill(t.deleteConfirmLabel, { slug: organization.slug }, locale)} value={deletion.typed} onChange={(event) => deletion.setTyped(event.target.value)} autoComplete="off" spellCheck={false} error={deletionProblem.fields.confirmation} />
            {deletionProblem.alert ? <Alert tone="error">{deletionProblem.alert}</Alert> : null}
            <div className="dk-form-actions">
              <Button type="submit" variant="danger" disabled={!deletion.matches || deletion.deleting} aria-busy={deletion.deleting || undefined}>
                {deletion.deleting ? t.deleting : t.deleteSubmit}
              </Button>
            </div>
          </Form>
        </Danger>
      ) : null}
    </WidgetColumn>
  );
}
