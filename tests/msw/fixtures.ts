/** Data the named scenarios answer with: one realistic signed-in developer. */
export const TEST_API_URL = 'https://api.dashboard.test';

export const developerAccess = {
  channel: 'stable',
  role: 'user:developer',
  features: ['file_browser', 'billing_credits'],
  permissions: {
    'read:api_keys': ['*'],
    'read:files': ['*'],
    'read:live_benchmarking': ['*'],
    'read:power_forecast_v0': ['*'],
    'read:market_aggregates': ['*'],
    'read:oracle': ['*'],
  },
  subscription_start_date: '2026-01-01T00:00:00Z',
  subscription_end_date: null,
  subscription_active: true,
  is_in_trial: false,
  trial_duration: 14,
  trial_start_date: null,
  userflow_signature: null,
};

export const apiKeys = [
  {
    id: 'key_01HZX3Q8PRODUCTION',
    name: 'Production',
    created_at: '2026-03-04T10:15:00Z',
    expires_at: null,
    is_active: true,
  },
  {
    id: 'key_01HZX3Q8NIGHTLYJOB',
    name: 'Nightly job',
    created_at: '2026-05-20T08:00:00Z',
    expires_at: '2027-05-20T23:59:59Z',
    is_active: true,
  },
];

/** The sandbox's pricing, so widgets and stories show the same figures the sandbox serves. */
export { PRICING as pricing } from '../../packages/sandbox/src/api/pricing';
