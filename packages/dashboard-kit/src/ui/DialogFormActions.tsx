import { useDashboard } from '../context/context';
import { Button } from './Button';
import { DialogActions } from './layout';

export interface DialogFormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  /** What the submit button says while the form is being sent. */
  busyLabel: string;
  busy: boolean;
  /** Disabled for another reason than being busy (an incomplete form). */
  disabled?: boolean;
}

/** A dialog form's Cancel and submit buttons; the submit one is disabled and says so while busy. */
export function DialogFormActions({ onCancel, submitLabel, busyLabel, busy, disabled = false }: DialogFormActionsProps) {
  const { messages } = useDashboard();
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        {messages.common.cancel}
      </Button>
      <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
