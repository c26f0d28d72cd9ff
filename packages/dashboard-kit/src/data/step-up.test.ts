import { describe, expect, it, vi } from 'vitest';
import { DashboardError, needsStepUp } from '../api/errors';
import { authRefusal as kitAuthRefusal } from './account/account-errors';
import { sendWithStepUp } from './step-up';

const apiRefusal = () => new DashboardError({ code: 'STEP_UP_REQUIRED', status: 403 });
// The auth service's answer as the kit's auth changes raise it (useAuthChange's sends).
const authRefusal = () => kitAuthRefusal({ message: 'AAL2 session is required', code: 'insufficient_aal', status: 403 }, 'passwordFailed');

/** A change refused `refusals` times, then done; what it was sent with each time. */
function change(refusal: () => Error, refusals: number) {
  const sent: string[] = [];
  return {
    sent,
    send: (typed: string) => async () => {
      sent.push(typed);
      if (sent.length <= refusals) throw refusal();
      return 'done';
    },
  };
}

describe.each([
  ['an API change', apiRefusal],
  ['an auth change', authRefusal],
] as const)('%s refused for want of a recent code', (_kind, refusal) => {
  it('asks for a code once and sends what the user typed once more', async () => {
    const { sent, send } = change(refusal, 1);
    const stepUp = vi.fn(async () => true);
    await expect(sendWithStepUp(send('Production key'), { stepUp })).resolves.toBe('done');
    expect(stepUp).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['Production key', 'Production key']);
  });

  it('retries once only: a second refusal is the answer', async () => {
    const { sent, send } = change(refusal, 2);
    const stepUp = vi.fn(async () => true);
    const failure = await sendWithStepUp(send('x'), { stepUp }).catch((error: unknown) => error);
    expect(needsStepUp(failure)).toBe(true);
    expect(stepUp).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('reports a declined code as STEP_UP_REQUIRED and sends nothing more', async () => {
    const { sent, send } = change(refusal, 1);
    const failure = await sendWithStepUp(send('x'), { stepUp: async () => false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DashboardError);
    expect(failure).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(needsStepUp(failure)).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('without a prompt on the page, throws the refusal as it is', async () => {
    const { send } = change(refusal, 1);
    const failure = await sendWithStepUp(send('x'), { stepUp: null }).catch((error: unknown) => error);
    expect(needsStepUp(failure)).toBe(true);
  });
});

describe('asking first', () => {
  it('asks before sending where the last code is too old, and sends once', async () => {
    const { sent, send } = change(authRefusal, 0);
    const stepUp = vi.fn(async () => true);
    await sendWithStepUp(send('new password'), { stepUp, askFirst: true });
    expect(stepUp).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['new password']);
  });

  it('sends nothing when the user declines, under the same one name', async () => {
    const { sent, send } = change(authRefusal, 0);
    const failure = await sendWithStepUp(send('x'), { stepUp: async () => false, askFirst: true }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(sent).toEqual([]);
  });

  it('lets any other failure through untouched, without asking', async () => {
    const stepUp = vi.fn(async () => true);
    const other = new DashboardError({ code: 'SERVER_ERROR', status: 500 });
    await expect(sendWithStepUp(() => Promise.reject(other), { stepUp })).rejects.toBe(other);
    expect(stepUp).not.toHaveBeenCalled();
  });
});
