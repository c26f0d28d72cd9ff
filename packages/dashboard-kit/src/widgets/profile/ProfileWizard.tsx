import { useId, useMemo, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { Button } from '../../ui/Button';
import { RadioGroup } from '../../ui/RadioGroup';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { Toast } from '../../ui/Toast';
import { Heading, Muted } from '../../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import type { UserType } from './profile.options';
import { profileSelectOptions } from './profileWizard.logic';
import { useProfileWizard } from './useProfileWizard';
import { fill } from '../../i18n/fill';
import { howFoundOptionsEn, profileEn, roleOptionsEn } from '../../i18n/en/profile';
import { useMessages } from '../../ui/useMessages';
import { CardTitle } from '../../ui/CardTitle';

const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

const StepLabel = styled.p`
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colorTextMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The two-step profile wizard (`/complete-profile`). */
export function ProfileWizard() {
  const { messages, locale } = useDashboard();
  const t = useMessages('profile', profileEn);
  const howFoundOptions = useMessages('howFoundOptions', howFoundOptionsEn);
  const roleOptions = useMessages('roleOptions', roleOptionsEn);
  const wizard = useProfileWizard();
  const headingId = useId();
  const options = useMemo(() => profileSelectOptions(locale, { profile: t, howFoundOptions, roleOptions }), [locale, t, howFoundOptions, roleOptions]);

  if (wizard.alreadyComplete) return <Spinner label={messages.common.loading} centered />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (wizard.step === 1) wizard.goNext();
    else void wizard.save();
  };

  return (
    <CenteredPage className="dk-profile-wizard">
      <CenteredCard $width={520} aria-labelledby={headingId}>
        <div>
          <StepLabel>{fill(t.stepOf, { step: wizard.step }, locale)}</StepLabel>
          <Heading id={headingId}>{t.title}</Heading>
          <Muted>{t.intro}</Muted>
        </div>
        <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
          <Fields>
            <CardTitle>{wizard.step === 1 ? t.step1Heading : t.step2Heading}</CardTitle>
            {wizard.step === 1 ? (
              <>
                <TextField
                  label={t.displayNameLabel}
                  name="displayName"
                  autoComplete="name"
                  value={wizard.form.displayName}
                  onChange={(event) => wizard.update('displayName', event.target.value)}
                  onBlur={() => wizard.touch('displayName')}
                  error={wizard.errors.displayName}
                  required
                />
                <SelectField
                  label={t.countryLabel}
                  name="country"
                  options={options.countries}
                  placeholder={t.countryPlaceholder}
                  value={wizard.form.country}
                  onChange={(event) => wizard.update('country', event.target.value)}
                  onBlur={() => wizard.touch('country')}
                  error={wizard.errors.country}
                  required
                />
              </>
            ) : (
              <>
                <SelectField
                  label={t.howFoundLabel}
                  name="howFoundUs"
                  options={options.howFound}
                  placeholder={t.howFoundPlaceholder}
                  value={wizard.form.howFoundUs}
                  onChange={(event) => wizard.update('howFoundUs', event.target.value)}
                  onBlur={() => wizard.touch('howFoundUs')}
                  error={wizard.errors.howFoundUs}
                  required
                />
                <RadioGroup<UserType>
                  legend={t.accountTypeLabel}
                  name="userType"
                  value={wizard.form.userType}
                  options={[
                    { value: 'private', label: t.private },
                    { value: 'business', label: t.business },
                  ]}
                  onChange={(value) => wizard.update('userType', value)}
                  error={wizard.errors.userType}
                />
                {wizard.form.userType === 'business' ? (
                  <TextField
                    label={t.companyLabel}
                    name="companyName"
                    autoComplete="organization"
                    value={wizard.form.companyName}
                    onChange={(event) => wizard.update('companyName', event.target.value)}
                    onBlur={() => wizard.touch('companyName')}
                    error={wizard.errors.companyName}
                    required
                  />
                ) : null}
                <SelectField
                  label={t.roleLabel}
                  name="roleDescription"
                  options={options.roles}
                  placeholder={t.rolePlaceholder}
                  value={wizard.form.roleDescription}
                  onChange={(event) => wizard.update('roleDescription', event.target.value)}
                  onBlur={() => wizard.touch('roleDescription')}
                  error={wizard.errors.roleDescription}
                  required
                />
              </>
            )}
            <Footer>
              <Button variant="secondary" onClick={wizard.goBack} disabled={wizard.step === 1 || wizard.saving}>
                {t.back}
              </Button>
              <Button type="submit" disabled={!wizard.stepValid || wizard.saving} aria-busy={wizard.saving || undefined}>
                {wizard.step === 1 ? t.next : wizard.saving ? t.saving : t.complete}
              </Button>
            </Footer>
          </Fields>
        </form>
      </CenteredCard>
      {wizard.saveError ? <Toast message={wizard.saveError} onClose={wizard.clearSaveError} closeLabel={messages.common.close} /> : null}
    </CenteredPage>
  );
}
