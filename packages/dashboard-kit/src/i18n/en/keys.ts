/**
 * The English texts of the API keys panel, its monthly spend caps, and the CLI authorization page.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** API keys. */
export const keysEn = {
  title: 'API Keys',
  description: 'Keys let your applications call the forecasting API. Keep them secret; delete any you no longer use.', // [not from spec]
  newKey: 'New API Key',
  count: 'API Keys: {count}/{limit}',
  limitReached: 'Delete unused keys to create new ones',
  empty: 'No API keys to display',
  loading: 'Loading API keys', // [not from spec]
  unknownError: 'An unknown error occurred',
  columnName: 'Name',
  columnId: 'Key ID',
  columnCreated: 'Created',
  columnCreatedBy: 'Created by', // [not from spec] an organisation's key names its maker
  columnExpires: 'Expires',
  columnStatus: 'Status',
  columnActions: 'Actions',
  actionsFor: 'Actions for {name}', // [not from spec] the row menu of a key that has more than Delete
  columnLastUsed: 'Last used', // [not from spec] API-PROPOSAL.md
  columnSpend: 'Spend, 30 days', // [not from spec] usage by key, API-PROPOSAL.md
  longUnused: 'Unused for 90 days', // [not from spec] a candidate for deletion
  roll: 'Roll', // [not from spec] API-PROPOSAL.md, replace a key with a grace period
  viewRequests: 'View requests', // [not from spec] the request log filtered to the key
  rollTitle: 'Roll API Key', // [not from spec]
  rollIntro: 'A new key named "{name}" replaces this one. Its secret is shown once. How long should the old key keep working?', // [not from spec]
  rollGraceLegend: 'Old key keeps working for', // [not from spec]
  rollGrace0: 'No grace period: it stops now', // [not from spec]
  rollGrace1: '1 hour', // [not from spec]
  rollGrace24: '24 hours', // [not from spec]
  rollGrace168: '7 days', // [not from spec]
  rollSubmit: 'Roll key', // [not from spec]
  rolling: 'Rolling...', // [not from spec]
  rolled: 'API key "{name}" rolled. The old key stops working {when}.', // [not from spec] live-region announcement
  rolledNow: 'now', // [not from spec] {when} with no grace period
  never: 'Never', // [not from spec]
  statusActive: 'Active',
  statusInactive: 'Inactive',
  statusExpired: 'Expired',
  expiresSoon: 'Expires soon', // [not from spec] expiring within 7 days
  delete: 'Delete', // [not from spec]
  confirm: 'Confirm?',
  cancelDeletion: 'Cancel deletion',
  deleting: 'Deleting...',
  deleted: 'API key "{name}" deleted.', // [not from spec] live-region announcement
  createTitle: 'Create New API Key',
  nameLabel: 'Key Name',
  namePlaceholder: 'e.g. Production API Key',
  setExpiration: 'Set expiration',
  expirationLabel: 'Expiration date', // [not from spec]
  expirationHint: 'The key stops working at 23:59:59 UTC on this date.', // [not from spec]
  create: 'Create',
  creating: 'Creating...',
  createdTitle: 'New API Key Created',
  keyIdLabel: 'Key ID',
  secretLabel: 'Secret',
  copy: 'Copy', // [not from spec]
  copyKeyId: 'Copy Key ID', // [not from spec]
  copySecret: 'Copy Secret', // [not from spec]
  copied: 'Copied!',
  download: 'Download Key Details',
  saveWarning: "Make sure to save both your Key ID and Secret now. You won't be able to see the Secret again!",
  activationNote: 'Note: It may take up to 5 minutes before your new API key becomes active.',
  done: 'Done', // [not from spec]
  cardExpires: 'Expires', // [not from spec]
} as const;

/** The CLI authorization page. */
export const cliEn = {
  title: 'CLI Authentication Request',
  request: 'The command-line tool is requesting an API key named "{name}".', // [not from spec] the spec says only that the text names the key
  destination: 'The key will be sent to {destination} on this computer. Only continue if you just started this from your terminal.', // [not from spec]
  authorize: 'Authorize',
  cancel: 'Cancel',
  loading: 'Authenticating CLI...',
  success: 'Authentication Successful',
  returnToKeys: 'Return to Keys',
  missingParams: 'Missing callback URL or API key name',
  // Where the key may be sent.
  badCallback: 'The CLI callback must be an http:// address on this computer (127.0.0.1, localhost or [::1]). No key was created.', // [not from spec]
} as const;

/** [not from spec] The key table's monthly spend caps (API-PROPOSAL.md). */
export const keyCapsEn = {
  columnMonth: 'This month (UTC)',
  spendOfCap: '{spend} of {cap}',
  noCap: 'No cap',
  capReached: 'Cap reached',
  setCap: 'Spend cap',
  capLabel: 'Monthly spend cap in {currency} (optional)',
  capHint: 'Once the key spends this much in a calendar month (UTC), the API refuses it until the month turns. Leave empty for no cap.',
  capInvalid: 'Enter an amount from {min} to {max}, or leave it empty.',
  dialogTitle: 'Monthly spend cap',
  dialogIntro: '{name} has spent {spend} this month (UTC).',
  save: 'Save cap',
  saving: 'Saving...',
  capSet: 'The spend cap of {name} is now {cap} a month.',
  capRemoved: '{name} has no spend cap now.',
} as const;
