import { useId, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Toast } from '../../ui/Toast';
import { Heading, Muted } from '../../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import { ProfileFields } from '../../parts/profile-form/ProfileFields';
import { STEP_FIELDS } from '../../parts/profile-form/profileForm.logic';
import { useProfileWizard } from './useProfileWizard';
import { fill } from '../../i18n/fill';
import { profileEn } from '../../i18n/en/profile';
import { useErrorText } from '../../ui/useErrorText';
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
  const wizard = useProfileWizard();
  const errorText = useErrorText({ profile: t });
  const headingId = useId();

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
            <ProfileFields profile={wizard.profile} fields={STEP_FIELDS[wizard.step]} />
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
      {wizard.saveError ? <Toast message={errorText(wizard.saveError).text} onClose={wizard.clearSaveError} closeLabel={messages.common.close} /> : null}
    </CenteredPage>
  );
}
