import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { StepUpContext } from '../../context/step-up';

// The decision and the dialog load on the first refusal: a widget that can ask for a code pays
// for no more than this boundary in its first load.
const StepUpDialog = /* @__PURE__ */ lazy(() => import('./StepUpDialog'));

/** What `StepUpBoundary` wraps. */
export interface StepUpBoundaryProps {
  /** The widget, or an app's own UI built on the kit's mutation hooks. */
  children: ReactNode;
}

/**
 * Around a widget whose actions cost money or show a secret: when the API refuses one for want of
 * a recent authenticator code, the code is asked for in a dialog and the action sent once more,
 * with what the user typed still in place. One request at a time: a second one while the dialog
 * is open shares it. Also for apps that build on the kit's mutation hooks.
 * @example <StepUpBoundary><MyKeyForm /></StepUpBoundary> // MyKeyForm calls useCreateApiKey()
 */
export function StepUpBoundary({ children }: StepUpBoundaryProps) {
  const waiting = useRef<Promise<boolean> | null>(null);
  const [settle, setSettle] = useState<((verified: boolean) => void) | null>(null);

  const request = useCallback(
    () =>
      (waiting.current ??= new Promise<boolean>((resolve) => {
        setSettle(() => (verified: boolean) => {
          waiting.current = null;
          setSettle(null);
          resolve(verified);
        });
      })),
    [],
  );

  return (
    <StepUpContext.Provider value={request}>
      {children}
      {settle ? (
        <Suspense fallback={null}>
          <StepUpDialog onDone={settle} />
        </Suspense>
      ) : null}
    </StepUpContext.Provider>
  );
}
