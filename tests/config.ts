import { QueryClient } from '@tanstack/react-query';
import type { DashboardConfig } from '../packages/dashboard-kit/src/context/config';
import { TEST_API_URL } from './msw/fixtures';

/** The provider config of component tests and stories: every URL on a test domain MSW answers. */
export const testConfig: DashboardConfig = {
  apiBaseUrl: TEST_API_URL,
  userPlatformUrl: 'https://platform.dashboard.test',
  docsUrl: 'https://docs.dashboard.test',
  supportEmail: 'support@dashboard.test',
  legal: {
    documentation: 'https://legal.dashboard.test/terms',
    imprint: 'https://legal.dashboard.test/imprint',
    privacy: 'https://legal.dashboard.test/privacy',
  },
};

/**
 * The QueryClient a test or story gives the provider, as a host would: the kit's queries keep
 * their own retry rule, and it retries without waiting out the back-off, so a failure shows at once.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
}
