import { describe, expect, it } from 'vitest';
import { confirmsTyped } from './useTypedConfirmation';

describe('confirmsTyped', () => {
  it('takes the text typed as a person types it: spaces around it and letter case aside', () => {
    expect(confirmsTyped(' Dev@Example.com ', 'dev@example.com')).toBe(true);
    expect(confirmsTyped('ACME-WEATHER', 'acme-weather')).toBe(true);
  });

  it('refuses anything short of the whole text, and confirms nothing when there is nothing to type', () => {
    expect(confirmsTyped('acme-weathe', 'acme-weather')).toBe(false);
    expect(confirmsTyped('acme weather', 'acme-weather')).toBe(false);
    expect(confirmsTyped('', '')).toBe(false);
  });
});
