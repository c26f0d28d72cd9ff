import { describe, expect, it } from 'vitest';
import { isBelowBasePath, withoutBasePath } from './app-paths';

describe('paths below a base path', () => {
  it('counts the base itself and what is below it, not a sibling that shares its prefix', () => {
    expect(isBelowBasePath('/developer', '/developer')).toBe(true);
    expect(isBelowBasePath('/developer', '/developer/api-keys')).toBe(true);
    expect(isBelowBasePath('/developer', '/developers')).toBe(false);
    expect(isBelowBasePath('/developer', '/api-keys')).toBe(false);
    expect(isBelowBasePath('', '/anything')).toBe(true);
  });

  it('gives the path inside the dashboard, and leaves a path outside it as it is', () => {
    expect(withoutBasePath('/developer', '/developer/api-keys')).toBe('/api-keys');
    expect(withoutBasePath('/developer', '/developer')).toBe('/');
    expect(withoutBasePath('/developer', '/developers/x')).toBe('/developers/x');
    expect(withoutBasePath('', '/api-keys')).toBe('/api-keys');
  });
});
