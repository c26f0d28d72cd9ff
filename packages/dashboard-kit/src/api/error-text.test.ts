import { describe, expect, it } from 'vitest';
import { de } from '../i18n/catalogues/de';
import { apiErrorsEn } from '../i18n/en/core';
import { en } from '../i18n/messages';
import { errorText } from './error-text';
import { DashboardError, ERROR_TEXT_KEYS, WIDGET_ERROR_CODES, type ErrorSection } from './errors';

/** Every code the kit can raise, with the section that words it. */
const EVERY_CODE: [ErrorSection, string][] = [
  ...Object.keys(apiErrorsEn).map((code): [ErrorSection, string] => ['apiErrors', code]),
  ...Object.entries(WIDGET_ERROR_CODES).flatMap(([section, codes]) => codes.map((code): [ErrorSection, string] => [section as ErrorSection, code])),
];

const englishOf = (section: ErrorSection, code: string) => en[section][(ERROR_TEXT_KEYS[code] ?? code) as never] as string;
const raise = (section: ErrorSection, code: string) =>
  section === 'apiErrors' ? new DashboardError({ code: code as never }) : new DashboardError({ section, code } as never);

describe.each(EVERY_CODE)('the %s code %s', (section, code) => {
  it('has words in English and in German, and reads in the user’s language', () => {
    const english = englishOf(section, code);
    const german = (de[section] as Record<string, string>)[ERROR_TEXT_KEYS[code] ?? code];
    expect(english).toMatch(/\S/);
    expect(german).toMatch(/\S/);
    expect(errorText(raise(section, code), de).text).toBe(german);
    if (section === 'apiErrors') return;
    // A catalogue without a widget's section (English as the provider holds it) reads the English the widget passes.
    const withoutSection = { ...de, [section]: undefined };
    expect(errorText(raise(section, code), withoutSection, undefined, { [section]: en[section as keyof typeof en] }).text).toBe(english);
    // The error itself carries no prose: its message names its code, for logs.
    expect(raise(section, code).message).toBe(`${section}.${code}`);
    expect(errorText(raise(section, code), withoutSection).text).toBe(withoutSection.apiErrors.UNKNOWN_ERROR);
  });
});

describe('what is not the kit’s own error', () => {
  it('reads as it says: a string, an Error’s message, an object as it is, else the fallback', () => {
    const unknown = en.keys.unknownError;
    expect(errorText('Key name taken', en, unknown).text).toBe('Key name taken');
    expect(errorText(new Error('boom'), en, unknown).text).toBe('boom');
    expect(errorText({ message: 'from server' }, en, unknown).text).toBe('from server');
    expect(errorText({ detail: 'x' }, en, unknown).text).toBe('{"detail":"x"}');
    expect(errorText(undefined, en, unknown).text).toBe('An unknown error occurred');
    expect(errorText(42, en, unknown).text).toBe('An unknown error occurred');
  });
});

describe('an error that says what failed and why', () => {
  it('gives the cause’s words as its detail', () => {
    const cause = new DashboardError({ code: 'NOT_FOUND', status: 404 });
    const failure = new DashboardError({ section: 'files', code: 'FILE_BROWSER_ERROR', cause });
    expect(errorText(failure, de)).toEqual({ text: de.files.fetchFailed, detail: de.apiErrors.NOT_FOUND });
  });
});

describe('a failed profile save', () => {
  it('reads in the auth service’s own words in English, and in the catalogue’s in another language', () => {
    const failure = new DashboardError({ section: 'profile', code: 'saveFailed', serverMessage: 'Display name is too long' });
    const englishProvider = { ...en, profile: undefined };
    expect(errorText(failure, englishProvider, undefined, { profile: en.profile }).text).toBe('Display name is too long');
    expect(errorText(failure, de, undefined, { profile: en.profile }).text).toBe(de.profile.saveFailed);
    const unsaid = new DashboardError({ section: 'profile', code: 'saveFailed' });
    expect(errorText(unsaid, englishProvider, undefined, { profile: en.profile }).text).toBe('Failed to save user information');
  });
});
