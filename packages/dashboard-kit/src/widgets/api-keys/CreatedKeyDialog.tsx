import { useId } from 'react';
import { styled } from 'styled-components';
import type { CreatedApiKey } from '../../api/schemas/api-keys';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { saveTextFile } from '../../ui/download';
import { Input } from '../../ui/TextField';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import { keyDetailsFile } from './apiKeys.logic';
import { Paragraph } from '../../ui/layout';
import { keysEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

const Field = styled.div`
  display: grid;
  gap: 6px;
  & label {
    font-weight: 600;
  }
`;

const Line = styled.div`
  display: flex;
  gap: 8px;
  & input {
    flex: 1;
    min-width: 0;
    font-family: ${({ theme }) => theme.fontFamilyMono};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

/** 'New API Key Created', the only time the secret is shown. */
export function CreatedKeyDialog({ apiKey, onClose }: { apiKey: CreatedApiKey | null; onClose: () => void }) {
  const t = useMessages('keys', keysEn);
  const clipboard = useCopyToClipboard();
  const fieldId = useId();
  if (!apiKey) return null;
  const field = (id: 'key-id' | 'secret', label: string, value: string, copyLabel: string) => (
    <Field>
      <label htmlFor={`${fieldId}-${id}`}>{label}</label>
      <Line>
        <Input id={`${fieldId}-${id}`} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        {clipboard.supported ? (
          <Button variant="secondary" onClick={() => void clipboard.copy(id, value)} aria-label={clipboard.copied === id ? t.copied : copyLabel}>
            {clipboard.copied === id ? t.copied : t.copy}
          </Button>
        ) : null}
      </Line>
    </Field>
  );
  return (
    // Closing by an outside click would lose the secret for good: only Done or Escape close it.
    <Dialog open onClose={onClose} title={t.createdTitle} closeOnOutsidePress={false} className="dk-api-keys-created">
      <Alert tone="warning">{t.saveWarning}</Alert>
      {field('key-id', t.keyIdLabel, apiKey.id, t.copyKeyId)}
      {field('secret', t.secretLabel, apiKey.secret, t.copySecret)}
      <Paragraph>{t.activationNote}</Paragraph>
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            const file = keyDetailsFile(apiKey, t);
            saveTextFile(file.filename, file.contents);
          }}
        >
          {t.download}
        </Button>
        <Button onClick={onClose}>{t.done}</Button>
      </Actions>
    </Dialog>
  );
}
