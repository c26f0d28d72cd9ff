import { useId, useState } from 'react';
import { styled } from 'styled-components';
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
import { useTwoStepApps } from './useTwoStepApps';

const Apps = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const App = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
`;

const AppName = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  & > span:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

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
    <Actions>
      <Button variant="danger" onClick={() => { setConfirming(false); onRemove(); }}>
        {t.removeConfirm}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        {t.removeCancel}
      </Button>
    </Actions>
  );
}

/** Two-step verification: the user's authenticator apps, adding one, removing one. */
export function TwoStepSection() {
  const t = useMessages('security', securityEn);
  const { locale } = useDashboard();
  const apps = useTwoStepApps();
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
            <Alert tone={apps.notice.tone} onDismiss={apps.dismissNotice}>
              {fill(t[apps.notice.key], { name: apps.notice.name }, locale)}
            </Alert>
          ) : null}
          {apps.apps.length > 0 ? (
            <Apps aria-labelledby={titleId}>
              {apps.apps.map((app) => {
                const name = app.friendly_name || t.unnamedFactor;
                return (
                  <App key={app.id}>
                    <AppName>
                      <UntrustedText>{name}</UntrustedText>
                      <Muted as="span">
                        {addedBefore}
                        <LocalDate value={app.created_at} />
                        {addedAfter}
                      </Muted>
                    </AppName>
                    <RemoveApp name={name} removing={apps.removing === app.id} onRemove={() => void apps.remove(app.id, name)} />
                  </App>
                );
              })}
            </Apps>
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
