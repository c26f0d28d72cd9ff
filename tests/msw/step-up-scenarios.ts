import { http, HttpResponse } from 'msw';
import { TEST_API_URL } from './fixtures';
import { keyStore } from './key-store';
import { scenario } from './scenario';

// Beyond the spec (issue 47, API-PROPOSAL.md): step-up for what costs money or shows a secret.
const api = (path: string) => `${TEST_API_URL}${path}`;

/** The bearer token's assurance level, read as the provider would (the fakes' tokens are unsigned). */
function aalOf(request: Request): string | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

const refusal = () =>
  HttpResponse.json(
    { message: 'Confirm it is you: this needs a code from your authenticator app entered in the last 10 minutes', type: 'insufficient_aal', required_aal: 'aal2', max_age_seconds: 600 },
    { status: 403 },
  );

export const stepUpScenarios = {
  stepUp: scenario('stepUp', 'Beyond the spec (API-PROPOSAL.md): creating a key or buying credits needs an aal2 session with a recent code; an aal1 session is refused with 403 insufficient_aal.', [
    http.post(api('/v1/api-keys'), async ({ request }) => {
      if (aalOf(request) !== 'aal2') return refusal();
      const body = (await request.json()) as { name: string; expires_at: string | null };
      return HttpResponse.json(keyStore.create(body.name, body.expires_at), { status: 201 });
    }),
    http.post(api('/v1/billing/api-credits/buy-more'), ({ request }) =>
      aalOf(request) === 'aal2' ? HttpResponse.json({ checkout_url: 'https://checkout.dashboard.test/cs_step_up' }) : refusal(),
    ),
  ]),
};
