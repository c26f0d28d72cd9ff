import type { DashboardConfig } from 'dashboard-kit';
import { hostEnv } from './env';
import { KIT_PATHS } from './route-manifest';

export const dashboardConfig: DashboardConfig = {
  apiBaseUrl: hostEnv.apiUrl,
  filesBaseUrl: hostEnv.filesUrl,
  userPlatformUrl: hostEnv.userPlatformUrl,
  docsUrl: hostEnv.docsUrl,
  supportEmail: hostEnv.supportEmail,
  legal: {
    documentation: `${hostEnv.docsUrl}/legal`,
    imprint: `${hostEnv.docsUrl}/imprint`,
    privacy: `${hostEnv.docsUrl}/privacy`,
  },
  analytics: hostEnv.posthogKey
    ? { key: hostEnv.posthogKey, host: hostEnv.posthogHost, captureAutomatedBrowsers: hostEnv.posthogCaptureAutomation }
    : undefined,
  errorReporting: hostEnv.sentryDsn ? { dsn: hostEnv.sentryDsn } : undefined,
  basePath: hostEnv.basePath,
  paths: KIT_PATHS,
};
