import { useCallback, useRef, useState, type ReactNode } from 'react';
import { verifiedTotpFactors } from '../../auth/assurance.logic';
import { useDashboard, useSession } from '../../context/context';
import { StepUpDialog } from './StepUpDialog';

/**
 * A widget's step-up prompt: `request` opens the code dialog (render `prompt`) and resolves with
 * whether the session was raised; one request at a time (a second one while the dialog is open
 * shares it). False at once where no code can be given: no verified app, or a client without `mfa`.
 */
export function useStepUp(): { request: () => Promise<boolean>; prompt: ReactNode } {
  const { authClient } = useDashboard();
  const session = useSession();
  const waiting = useRef<Promise<boolean> | null>(null);
  const settle = useRef<((verified: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const canStepUp = Boolean(authClient?.mfa) && session.status === 'signed-in' && verifiedTotpFactors(session.user.factors).length > 0;

  const request = useCallback(() => {
    if (!canStepUp) return Promise.resolve(false);
    waiting.current ??= new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOpen(true);
    });
    return waiting.current;
  }, [canStepUp]);

  const done = useCallback((verified: boolean) => {
    settle.current?.(verified);
    settle.current = null;
    waiting.current = null;
    setOpen(false);
  }, []);

  return { request, prompt: open ? <StepUpDialog onDone={done} /> : null };
}
