/**
 * [not from spec] Beyond the spec (issue 32, API-PROPOSAL.md): the English texts of the key
 * table's monthly spend caps. They ship with the API keys panel alone, so an app that embeds
 * another widget does not carry them; a language's complete catalogue (`Catalogue`) carries its
 * own under `keyCaps`.
 */
export const keyCapsEn = {
  columnMonth: 'This month (UTC)',
  spendOfCap: '{spend} of {cap}',
  noCap: 'No cap',
  capReached: 'Cap reached',
  setCap: 'Spend cap',
  setCapFor: 'Spend cap for {name}',
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

/** The key caps' texts, every one a string, so a translation may say anything. */
export type KeyCapMessages = { [Key in keyof typeof keyCapsEn]: string };
