/**
 * The Security tab's name, apart from the rest of account security's English: the account's tab
 * list shows it on every tab, and the Security tab's texts load only when that tab is opened.
 */
export const securityTabLabelEn = 'Security';
