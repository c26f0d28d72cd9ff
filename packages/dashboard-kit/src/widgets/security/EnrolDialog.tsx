import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DialogActions, Paragraph, Stack } from '../../ui/layout';
import { TextField } from '../../ui/TextField';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import { useMessages } from '../../ui/useMessages';
import { CodeForm } from '../../parts/step-up/CodeForm';
import { useCodeVerification } from '../../parts/step-up/useCodeVerification';
import type { useTwoStepApps } from './useTwoStepApps';
import { useErrorText } from '../../ui/useErrorText';

const QrImage = styled.img`
  width: 200px;
  height: 200px;
  justify-self: center;
  background: #fff;
  padding: 8px;
  border-radius: ${({ theme }) => theme.borderRadius};
`;

const SetupKey = styled.code`
  font-family: ${({ theme }) => theme.fontFamilyMono};
  overflow-wrap: anywhere;
  letter-spacing: 0.08em;
`;

const KeyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

type Apps = ReturnType<typeof useTwoStepApps>;

function NameStep({ apps }: { apps: Apps }) {
  const t = useMessages('security', securityEn);
  const errorText = useErrorText({ security: t });
  const [name, setName] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apps.chooseName(name);
  };
  return (
    <Stack as="form" $gap={16} onSubmit={onSubmit} noValidate>
      {apps.problem ? <Alert tone="error">{errorText(apps.problem).text}</Alert> : null}
      <TextField label={t.deviceNameLabel} hint={t.deviceNameHint} value={name} onChange={(event) => setName(event.target.value)} maxLength={60} autoComplete="off" required />
      <DialogActions>
        <Button type="button" variant="ghost" onClick={apps.closeDialog}>
          {t.enrolCancel}
        </Button>
        <Button type="submit" disabled={apps.pending} aria-busy={apps.pending || undefined}>
          {apps.pending ? t.preparing : t.continue}
        </Button>
      </DialogActions>
    </Stack>
  );
}

function ScanStep({ apps, enrolment }: { apps: Apps; enrolment: NonNullable<Apps['enrolment']> }) {
  const t = useMessages('security', securityEn);
  const { messages } = useDashboard();
  const verification = useCodeVerification(enrolment.factorId);
  const { copied, copy, supported } = useCopyToClipboard();
  const keyId = useId();
  return (
    <Stack $gap={16}>
      <Paragraph>{t.enrolScan}</Paragraph>
      <QrImage src={enrolment.qrCode} alt={t.qrAlt} />
      <Paragraph id={keyId}>{t.enrolManual}</Paragraph>
      <KeyRow>
        <SetupKey aria-labelledby={keyId}>{enrolment.secret}</SetupKey>
        {supported ? (
          <Button variant="secondary" onClick={() => void copy('setup-key', enrolment.secret)}>
            {copied === 'setup-key' ? messages.common.copied : t.copySetupKey}
          </Button>
        ) : null}
      </KeyRow>
      <Paragraph>{t.enrolCode}</Paragraph>
      <CodeForm verification={verification} onVerified={apps.enrolled} submitLabel={t.turnOn} />
      <DialogActions>
        <Button variant="ghost" onClick={apps.closeDialog}>
          {t.enrolCancel}
        </Button>
      </DialogActions>
    </Stack>
  );
}

/** Adding an authenticator app: its name, then the QR code (or the setup key) and its first code. */
export function EnrolDialog({ apps }: { apps: Apps }) {
  const t = useMessages('security', securityEn);
  return (
    <Dialog open={apps.dialogOpen} onClose={apps.closeDialog} title={t.enrolTitle} closeOnOutsidePress={false}>
      {apps.enrolment ? <ScanStep apps={apps} enrolment={apps.enrolment} /> : <NameStep apps={apps} />}
    </Dialog>
  );
}
