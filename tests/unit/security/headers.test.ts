import { describe, expect, it } from 'vitest';
import { documentInitScript } from '../../../packages/host-app/build/document-init-plugin';
import { START_SCRIPT } from '../../../packages/host-app/build/start-script';
import { LANGUAGE_SWAP_SCRIPT } from '../../../packages/host-app/build/language-swap-script';
import { DOCUMENT_INIT_SCRIPT } from '../../../packages/dashboard-kit/src/document-init';
import { EARLY_INPUT_SCRIPT } from '../../../packages/dashboard-kit/src/platform/early-input-script';
import { contentSecurityPolicy, scriptHash, securityHeaders, staticHeadersFile } from '../../../packages/host-app/security/headers';
import { readHostEnv } from '../../../packages/host-app/src/env.logic';

/** The policy is built from the configured origins (SECURITY.md, "Security headers"). */
const production = readHostEnv({
  VITE_API_URL: 'https://api.forecast.example/v1',
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_POSTHOG_HOST: 'https://us.i.posthog.com',
  VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
  VITE_USER_PLATFORM_URL: 'https://app.forecast.example',
});

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  it('lets the page talk only to the API, the auth service and the telemetry sinks', () => {
    expect(directive(contentSecurityPolicy(production), 'connect-src')).toBe(
      "connect-src 'self' https://api.forecast.example https://abc.supabase.co https://us.i.posthog.com https://o1.ingest.sentry.io",
    );
  });

  it('lets forms post only here, to the provider API and through the auth service', () => {
    expect(directive(contentSecurityPolicy(production), 'form-action')).toBe("form-action 'self' https://api.forecast.example https://abc.supabase.co");
  });

  it('allows no inline script but the five the pages carry, each by its hash; inline styles only by nonce, or unsafe-inline for a static host', () => {
    const served = contentSecurityPolicy(production, { styleNonce: 'abc123' });
    expect(directive(served, 'script-src')).toBe(`script-src 'self' ${scriptHash(documentInitScript(production))} ${scriptHash(DOCUMENT_INIT_SCRIPT)} ${scriptHash(START_SCRIPT)} ${scriptHash(LANGUAGE_SWAP_SCRIPT)} ${scriptHash(EARLY_INPUT_SCRIPT)}`);
    expect(directive(served, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}='){5}$/);
    expect(directive(contentSecurityPolicy(production), 'script-src')).toBe(directive(served, 'script-src'));
    expect(directive(served, 'style-src')).toBe("style-src 'self' 'nonce-abc123'");
    expect(directive(contentSecurityPolicy(production), 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('needs no origin of the API’s own when the dashboard serves it (VITE_API_URL=/api): self covers it', () => {
    const sameOrigin = readHostEnv({ VITE_API_URL: '/api', VITE_SUPABASE_URL: 'https://abc.supabase.co' });
    expect(directive(contentSecurityPolicy(sameOrigin), 'connect-src')).toBe("connect-src 'self' https://abc.supabase.co");
    expect(directive(contentSecurityPolicy(sameOrigin), 'form-action')).toBe("form-action 'self' https://abc.supabase.co");
  });

  it('pins the document-init script to this host: another API or auth service is another script, another hash', () => {
    const elsewhere = readHostEnv({ VITE_API_URL: 'https://api.elsewhere.example', VITE_SUPABASE_URL: 'https://abc.supabase.co' });
    expect(directive(contentSecurityPolicy(elsewhere), 'script-src')).not.toBe(directive(contentSecurityPolicy(production), 'script-src'));
  });

  it('leaves out telemetry origins that are not configured', () => {
    expect(directive(contentSecurityPolicy(readHostEnv({})), 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:54321");
  });

  it('writes the same headers for a static host, one rule for every path, and caches the hashed assets for a year', () => {
    const file = staticHeadersFile(production);
    expect(file).toContain('/*\n');
    for (const [name, value] of Object.entries(securityHeaders(production))) expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});
