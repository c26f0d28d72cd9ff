import { DashboardError, needsStepUp } from '../api/errors';
import type { RequestStepUp } from '../context/step-up';

export interface StepUpOptions {
  /** The nearest prompt for a code (`StepUpBoundary`); none: a refusal is thrown as it is. */
  stepUp: RequestStepUp | null;
  /** Ask before sending at all: the kit knows the last code is too old (the auth service asks only for aal2). */
  askFirst?: boolean;
}

/**
 * Sends a change as the account allows it, for the API and the auth service alike: refused for
 * want of a recent authenticator code, it asks for one once and sends the change once more (the
 * refusal came before the change ran, so the caller's form and idempotency key stay as they are).
 * Declined, it throws STEP_UP_REQUIRED; any other failure, and a second refusal, as they are.
 */
export async function sendWithStepUp<T>(send: () => Promise<T>, { stepUp, askFirst = false }: StepUpOptions): Promise<T> {
  // With no prompt on the page there is no code to give: as declined. A declined code has one
  // name, STEP_UP_REQUIRED, whose text says what the code was for.
  if (askFirst && !(stepUp && (await stepUp()))) throw new DashboardError({ code: 'STEP_UP_REQUIRED' });
  try {
    return await send();
  } catch (error) {
    if (!stepUp || !needsStepUp(error)) throw error;
    // Declined: the refusal itself is STEP_UP_REQUIRED.
    if (!(await stepUp())) throw error;
    return send();
  }
}
