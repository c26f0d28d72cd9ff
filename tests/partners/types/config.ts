import type { DashboardConfig } from 'dashboard-kit';

/** Where the strict partner's provider finds the services (both fixtures use it). */
export const config: DashboardConfig = {
  apiBaseUrl: 'https://api.example.com',
  userPlatformUrl: 'https://app.example.com',
  docsUrl: 'https://docs.example.com',
  supportEmail: 'support@example.com',
  legal: { documentation: 'https://example.com/legal', imprint: 'https://example.com/imprint', privacy: 'https://example.com/privacy' },
};
