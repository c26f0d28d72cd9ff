import { styled } from 'styled-components';
import { Button } from '../../ui/Button';
import { keysEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

export interface DeleteControlProps {
  keyId: string;
  keyName: string;
  /** idle: 'Delete'; pending: 'Confirm?' with a cancel X; deleting: 'Deleting...'. */
  state: 'idle' | 'pending' | 'deleting';
  disabled: boolean;
  onPress: () => void;
  onCancel: () => void;
  register: (id: string, element: HTMLButtonElement | null) => void;
}

const Row = styled.div`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  white-space: nowrap;
`;

/**
 * Two-step deletion. The same button turns into 'Confirm?', so keyboard
 * focus stays on it after the first press; Escape or the X cancels.
 */
export function DeleteControl({ keyId, keyName, state, disabled, onPress, onCancel, register }: DeleteControlProps) {
  const t = useMessages('keys', keysEn);
  const label = state === 'pending' ? t.confirm : state === 'deleting' ? t.deleting : t.delete;
  return (
    <Row>
      <Button
        ref={(element) => register(keyId, element)}
        variant={state === 'idle' ? 'secondary' : 'danger'}
        onClick={onPress}
        disabled={disabled || state === 'deleting'}
        aria-label={state === 'idle' ? `${t.delete} ${keyName}` : undefined}
        data-state={state}
        onKeyDown={(event) => {
          if (state === 'pending' && event.key === 'Escape') onCancel();
        }}
      >
        {label}
      </Button>
      {state === 'pending' ? (
        <Button variant="ghost" onClick={onCancel} title={t.cancelDeletion} aria-label={t.cancelDeletion}>
          <span aria-hidden="true">×</span>
        </Button>
      ) : null}
    </Row>
  );
}
