import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../packages/host-app/security/headers';
import { readHostEnv } from '../../../packages/host-app/src/env.logic';
import { limitPagesLocation } from '../../bench/servers';

const headerLines = (conf: string) =>
  Object.fromEntries([...conf.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [name!, value!]));

describe("the limit pages' location", () => {
  const served = headerLines(limitPagesLocation('/tmp/limits'));

  it("sends every security header of the app's pages but their policy, so the browser loads both in the same kind of process", () => {
    const { 'Content-Security-Policy': _policy, ...appHeaders } = securityHeaders(readHostEnv({ VITE_API_URL: '/api' }));
    for (const [name, value] of Object.entries(appHeaders)) expect(served[name], name).toBe(value);
    expect(served['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('runs no script and keeps nothing in the cache', () => {
    expect(served['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:");
    expect(served['Cache-Control']).toBe('no-store');
  });
});
