import { isDashboardApiError } from '../../api/errors';

/**
 * Beyond the spec, the kit asks for endpoints the provider's API may not have yet
 * (API-PROPOSAL.md). A 404 means "not offered": the answer is `null`, never an error, so
 * the widget shows the spec's screen and nothing asks again.
 */
export async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isDashboardApiError(error) && error.status === 404) return null;
    throw error;
  }
}
