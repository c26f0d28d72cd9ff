import type { DashboardConfig } from 'dashboard-kit';
import { env } from './env';

/** The partner's dashboard settings: its API and its own links. */
export const config: DashboardConfig = {
  apiBaseUrl: env.apiUrl,
  userPlatformUrl: `${env.apiUrl}/_sandbox/platform`,
  docsUrl: `${env.apiUrl}/docs`,
  supportEmail: 'desk@northwind.example',
  legal: {
    documentation: 'https://northwind.example/legal',
    imprint: 'https://northwind.example/imprint',
    privacy: 'https://northwind.example/privacy',
  },
};
