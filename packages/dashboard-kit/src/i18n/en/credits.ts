/**
 * The English texts of the credits panel: balance, usage, the credits modal and the low-balance alert.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

import { checkoutFailuresEn } from './checkout-failures.ts';

/** Credits. */
export const creditsEn = {
  title: 'API Credits',
  description: 'Prepaid credits pay for API requests as you make them.', // [not from spec]
  loading: 'Loading credits', // [not from spec]
  loadFailed: 'Failed to load credits',
  refresh: 'Refresh', // [not from spec]
  remaining: 'Credits Remaining',
  getStarted: 'Get Started - Add Credits',
  addCredits: 'Add Credits',
  paymentSuccess: 'Payment successful. Your credits have been added.', // [not from spec]
  modalTitle: 'Add Credits',
  amountLabel: 'Amount', // [not from spec]
  amountHint: 'Whole amounts only, minimum 1.', // [not from spec]
  presetsLabel: 'Choose an amount', // [not from spec]
  invalidAmount: 'Please enter a valid whole dollar amount',
  pay: 'Continue to payment', // [not from spec]
  processing: 'Processing...',
  ...checkoutFailuresEn,
  // Proposed API (API-PROPOSAL.md): usage, runway and the low-balance alert.
  usageTitle: 'Usage, last 30 days', // [not from spec]
  usageLoading: 'Loading usage', // [not from spec]
  usageFailed: 'Usage could not be loaded.', // [not from spec]
  usageEmpty: 'No API usage in the last 30 days yet. Once your applications call the API, their daily spend shows here.', // [not from spec]
  averageSpend: 'Average daily spend: {amount}', // [not from spec]
  // [not from spec] 0 is a balance that lasts less than a day.
  runway: 'At your 30-day average, your credits last {days, plural, =0 {less than a day} one {about # day} other {about # days}}',
  chartLabel: 'Daily API spend, last 30 days: {total} in total, the most {max} on {date}', // [not from spec]
  showTable: 'Show as table', // [not from spec]
  usageTableRegion: 'Daily usage, scrollable', // [not from spec] the table's scroll area
  showChart: 'Show as chart', // [not from spec]
  columnDate: 'Date', // [not from spec]
  columnTokens: 'Tokens', // [not from spec]
  columnRequests: 'Requests', // [not from spec]
  columnCost: 'Cost', // [not from spec]
  alertTitle: 'Low-balance alert', // [not from spec]
  alertLabel: 'Email me when my balance falls below', // [not from spec]
  alertHint: 'A whole amount. Leave it empty for no alert.', // [not from spec]
  alertSave: 'Save alert', // [not from spec]
  alertSaving: 'Saving...', // [not from spec]
  alertSaved: 'Alert saved: we email you when your balance falls below {amount}.', // [not from spec]
  alertRemoved: 'Alert removed.', // [not from spec]
  alertInvalid: 'Enter a whole amount of at least 1, or leave it empty', // [not from spec]
  alertFailed: 'Failed to save the alert', // [not from spec]
} as const;
