import { http, HttpResponse } from 'msw';
import { TEST_API_URL } from './fixtures';
import { keyStore } from './key-store';
import { scenario } from './scenario';

// Proposed API (API-PROPOSAL.md): step-up for what costs money or shows a secret.
const api = (path: string) => `${TEST_API_URL}${path}`;

const STEP_UP_MAX_AGE_SECONDS = 600;

/** Whether the bearer token is aal2 with a code at most ten minutes old, read as the provider would (the fakes' tokens are unsigned). */
function hasFreshCode(request: Request): boolean {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string; amr?: { method: string; timestamp: number }[] };
    const codeAt = claims.amr?.find((entry) => entry.method === 'totp')?.timestamp ?? 0;
    return claims.aal === 'aal2' && Date.now() / 1000 - codeAt <= STEP_UP_MAX_AGE_SECONDS;
  } catch {
    return false;
  }
}

const refusal = () =>
  HttpResponse.json(
    { message: 'Confirm it is you: this needs a code from your authenticator app entered in the last 10 minutes', type: 'insufficient_aal', required_aal: 'aal2', max_age_seconds: STEP_UP_MAX_AGE_SECONDS },
    { status: 403 },
  );

export const stepUpScenarios = {
  stepUp: scenario('stepUp', 'Proposed API (API-PROPOSAL.md): creating a key, buying credits or deleting the account needs an aal2 session whose code is at most 10 minutes old; any other is refused with 403 insufficient_aal.', [
    http.post(api('/v1/api-keys'), async ({ request }) => {
      if (!hasFreshCode(request)) return refusal();
      const body = (await request.json()) as { name: string; expires_at: string | null };
      return HttpResponse.json(keyStore.create(body.name, body.expires_at), { status: 201 });
    }),
    http.delete(api('/v1/account'), ({ request }) => (hasFreshCode(request) ? new HttpResponse(null, { status: 204 }) : refusal())),
    http.post(api('/v1/billing/api-credits/buy-more'), ({ request }) =>
      hasFreshCode(request) ? HttpResponse.json({ checkout_url: 'https://checkout.dashboard.test/cs_step_up' }) : refusal(),
    ),
  ]),
};
