import { useId, useState } from 'react';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CardStack, Paragraph } from '../../ui/layout';
import { LocalDate } from '../../ui/LocalDate';
import { UntrustedText } from '../../ui/UntrustedText';
import { Muted } from '../../ui/WidgetRoot';
import { useMessages } from '../../ui/useMessages';
import { EnrolDialog } from './EnrolDialog';
import { SecurityItem, SecurityItemActions, SecurityItemText, SecurityList } from './SecurityList';
import { useTwoStepApps } from './useTwoStepApps';
import { useErrorText } from '../../ui/useErrorText';

/** One app's Remove: a first press asks Confirm?, a second removes it; Cancel takes it back. */
function RemoveApp({ name, removing, onRemove }: { name: string; removing: boolean; onRemove: () => void }) {
  const t = useMessages('security', securityEn);
  const { locale } = useDashboard();
  const [confirming, setConfirming] = useState(false);
  if (removing) return <Button variant="danger" disabled aria-busy>{t.removing}</Button>;
  if (!confirming) {
    return (
      <Button variant="secondary" aria-label={fill(t.removeFactorLabel, { name }, locale)} onClick={() => setConfirming(true)}>
        {t.removeFactor}
      </Button>
    );
  }
  return (
    <SecurityItemActions>
      <Button variant="danger" onClick={() => { setConfirming(false); onRemove(); }}>
        {t.removeConfirm}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        {t.removeCancel}
      </Button>
    </SecurityItemActions>
  );
}

/** Two-step verification: the user's authenticator apps, adding one, removing one. */
export function TwoStepSection() {
  const t = useMessages('security', securityEn);
  const { locale } = useDashboard();
  const apps = useTwoStepApps();
  const errorText = useErrorText({ security: t });
  const titleId = useId();
  const [addedBefore, addedAfter] = t.factorAdded.split('{date}');
  return (
    <CardStack $gap={16} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t.twoStepSectionTitle}</CardTitle>
      {!apps.available ? (
        <Muted>{t.twoStepUnavailable}</Muted>
      ) : (
        <>
          <Paragraph>{apps.apps.length > 0 ? t.twoStepOnText : t.twoStepOffText}</Paragraph>
          {apps.notice ? (
            <Alert tone="success" onDismiss={apps.dismissNotice}>
              {fill(t[apps.notice.key], { name: apps.notice.name }, locale)}
            </Alert>
          ) : null}
          {apps.removeProblem ? (
            <Alert tone="error" onDismiss={apps.dismissNotice}>
              {errorText(apps.removeProblem).text}
            </Alert>
          ) : null}
          {apps.apps.length > 0 ? (
            <SecurityList aria-labelledby={titleId}>
              {apps.apps.map((app) => {
                const name = app.friendly_name || t.unnamedFactor;
                return (
                  <SecurityItem key={app.id}>
                    <SecurityItemText>
                      <UntrustedText>{name}</UntrustedText>
                      <Muted as="span">
                        {addedBefore}
                        <LocalDate value={app.created_at} />
                        {addedAfter}
                      </Muted>
                    </SecurityItemText>
                    <RemoveApp name={name} removing={apps.removing === app.id} onRemove={() => apps.remove(app.id, name)} />
                  </SecurityItem>
                );
              })}
            </SecurityList>
          ) : null}
          <div>
            <Button variant={apps.apps.length > 0 ? 'secondary' : 'primary'} onClick={apps.openDialog}>
              {t.addApp}
            </Button>
          </div>
          <EnrolDialog apps={apps} />
        </>
      )}
    </CardStack>
  );
}
