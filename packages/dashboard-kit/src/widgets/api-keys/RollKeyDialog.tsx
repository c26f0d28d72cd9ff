import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ROLL_GRACE_HOURS, type ApiKey, type RolledApiKey, type RollGraceHours } from '../../api/schemas/api-keys';
import { useRollApiKey } from '../../data/api-keys/api-key-roll-mutation';
import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { Dialog } from '../../ui/Dialog';
import { DialogFormActions } from '../../ui/DialogFormActions';
import { Paragraph } from '../../ui/layout';
import { UntrustedText } from '../../ui/UntrustedText';
import { keysEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

export interface RollKeyDialogProps {
  /** The key to roll; null closes the dialog. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** The new key (its secret held here alone) and the old one, which works for `graceHours` more. */
  onRolled: (rolled: RolledApiKey, graceHours: RollGraceHours) => void;
  /** The API refused or could not be reached. */
  onFailed: (error: unknown) => void;
}

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  & legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  & label {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  & input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colorPrimary};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

/** A day of grace unless the user picks otherwise: long enough to redeploy, short enough to matter. */
const DEFAULT_GRACE: RollGraceHours = 24;

/** Proposed API (API-PROPOSAL.md): pick how long the old key keeps working, then roll. */
export function RollKeyDialog({ apiKey, onClose, onRolled, onFailed }: RollKeyDialogProps) {
  const { locale } = useDashboard();
  const t = useMessages('keys', keysEn);
  const [grace, setGrace] = useState<RollGraceHours>(DEFAULT_GRACE);
  const roll = useRollApiKey();
  const rolling = roll.isPending;
  // Focus starts on the chosen period, as Tab into a radio group would land.
  const chosen = useRef<HTMLInputElement>(null);
  const labels: Record<RollGraceHours, string> = { 0: t.rollGrace0, 1: t.rollGrace1, 24: t.rollGrace24, 168: t.rollGrace168 };

  const close = () => {
    setGrace(DEFAULT_GRACE);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey || rolling) return;
    roll.mutate(
      { id: apiKey.id, graceHours: grace },
      {
        onSuccess: (rolled) => {
          // As for a new key: the secret lives only in the caller's hands from here.
          roll.reset();
          onRolled(rolled, grace);
        },
        onError: onFailed,
      },
    );
  };

  return (
    <Dialog open={apiKey !== null} onClose={close} title={t.rollTitle} initialFocus={chosen} className="dk-api-keys-roll">
      <Form onSubmit={submit}>
        <Paragraph>
          <UntrustedText $lines={3}>{fill(t.rollIntro, { name: apiKey?.name ?? '' }, locale)}</UntrustedText>
        </Paragraph>
        <Choices>
          <legend>{t.rollGraceLegend}</legend>
          {ROLL_GRACE_HOURS.map((hours) => (
            <label key={hours}>
              <input ref={grace === hours ? chosen : undefined} type="radio" name="grace" value={hours} checked={grace === hours} onChange={() => setGrace(hours)} />
              {labels[hours]}
            </label>
          ))}
        </Choices>
        <DialogFormActions onCancel={close} submitLabel={t.rollSubmit} busyLabel={t.rolling} busy={rolling} />
      </Form>
    </Dialog>
  );
}
