import { DashboardError, needsStepUp } from '../api/errors';
import type { RequestStepUp } from '../context/step-up';

export interface StepUpOptions {
  /** The nearest prompt for a code (`StepUpBoundary`); none: a refusal is thrown as it is. */
  stepUp: RequestStepUp | null;
  /** Whether a failure is the refusal a fresh code lifts: STEP_UP_REQUIRED unless given (the kit's auth changes raise it for the auth service's `insufficient_aal`). */
  isRefusal?: (error: unknown) => boolean;
  /** Ask before sending at all: the kit knows the last code is too old (the auth service asks only for aal2). */
  askFirst?: boolean;
}

/**
 * A declined code, by its one name: STEP_UP_REQUIRED, whose text says what the code was for. The
 * kit's refusal is that error already; another refusal is its cause.
 */
function declined(refusal?: unknown): DashboardError {
  return needsStepUp(refusal) ? (refusal as DashboardError) : new DashboardError({ code: 'STEP_UP_REQUIRED', cause: refusal });
}

/**
 * Sends a change as the account allows it, for the API and the auth service alike: refused for
 * want of a recent authenticator code, it asks for one once and sends the change once more (the
 * refusal came before the change ran, so the caller's form and idempotency key stay as they are).
 * Declined, it throws STEP_UP_REQUIRED; any other failure, and a second refusal, as they are.
 */
export async function sendWithStepUp<T>(send: () => Promise<T>, { stepUp, isRefusal = needsStepUp, askFirst = false }: StepUpOptions): Promise<T> {
  // With no prompt on the page there is no code to give: as declined.
  if (askFirst && !(stepUp && (await stepUp()))) throw declined();
  try {
    return await send();
  } catch (error) {
    if (!stepUp || !isRefusal(error)) throw error;
    if (!(await stepUp())) throw declined(error);
    return send();
  }
}
