// No imports: the host's build reads this file (through the early-requests script) in Node.

/** The provider API's GET paths a page asks for first (API-PROPOSAL.md). */
export const API_PATHS = {
  access: '/v1/profile/access',
  apiKeys: '/v1/api-keys',
  balance: '/v1/billing/api-credits/balance',
  usage: '/v1/billing/api-credits/usage',
  lowBalanceAlert: '/v1/billing/api-credits/alert',
  pricing: '/v1/billing/api-credits/pricing',
  browse: '/v1/files/browse',
  account: '/v1/account',
  requests: '/v1/requests',
} as const;

/** The days the credits panel charts and averages. */
export const USAGE_DAYS = 30;
