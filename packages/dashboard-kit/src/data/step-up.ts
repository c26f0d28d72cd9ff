import { DashboardApiError, isDashboardApiError } from '../api/errors';
import type { RequestStepUp } from '../context/step-up';

export interface StepUpOptions {
  /** The nearest prompt for a code (`StepUpBoundary`); none: a refusal is thrown as it is. */
  stepUp: RequestStepUp | null;
  /** Whether a failure is the refusal a fresh code lifts (the API's STEP_UP_REQUIRED, the auth service's `insufficient_aal`). */
  isRefusal: (error: unknown) => boolean;
  /** Ask before sending at all: the kit knows the last code is too old (the auth service asks only for aal2). */
  askFirst?: boolean;
}

/**
 * The API's refusal for want of a recent code. Not `needsStepUp`, which also looks inside a
 * checkout's error: naming CheckoutError here would ship the credits' texts with every widget
 * that changes anything (the widget-size check says so).
 */
export const isStepUpRefusal = (error: unknown): boolean => isDashboardApiError(error) && error.code === 'STEP_UP_REQUIRED';

/**
 * A declined code, by its one name: STEP_UP_REQUIRED, whose text says what the code was for. The
 * API's refusal is that error already; an auth service's refusal is its cause.
 */
function declined(refusal?: unknown): DashboardApiError {
  return isStepUpRefusal(refusal) ? (refusal as DashboardApiError) : new DashboardApiError({ code: 'STEP_UP_REQUIRED', cause: refusal });
}

/**
 * Sends a change as the account allows it, for the API and the auth service alike: refused for
 * want of a recent authenticator code, it asks for one once and sends the change once more (the
 * refusal came before the change ran, so the caller's form and idempotency key stay as they are).
 * Declined, it throws STEP_UP_REQUIRED; any other failure, and a second refusal, as they are.
 */
export async function sendWithStepUp<T>(send: () => Promise<T>, { stepUp, isRefusal, askFirst = false }: StepUpOptions): Promise<T> {
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
