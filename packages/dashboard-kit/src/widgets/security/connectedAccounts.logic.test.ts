import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unlinkProblemOf } from '../../data/account/auth-answers.logic';
import { linkReturnOf, signInMethodsOf } from './connectedAccounts.logic';

describe('the ways a user signs in', () => {
  it('reads email and Google from the session’s identities, each with the address of its account', () => {
    const identities = [
      { identity_id: 'u-email', provider: 'email', identity_data: { email: 'dev@sandbox.test' } },
      { identity_id: 'u-google', provider: 'google', identity_data: { email: 'dev.personal@example.test', sub: '1' } },
    ];
    expect(signInMethodsOf(identities).map(({ provider, email }) => [provider, email])).toEqual([
      ['email', 'dev@sandbox.test'],
      ['google', 'dev.personal@example.test'],
    ]);
  });

  it('leaves out what is not an identity of a provider the dashboard knows, whatever the answer holds', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (identities) => {
        for (const method of signInMethodsOf(identities)) {
          expect(['email', 'google']).toContain(method.provider);
          expect(typeof method.identity.identity_id).toBe('string');
          expect(['string', 'undefined']).toContain(typeof method.email);
        }
      }),
      { numRuns: 500 },
    );
    expect(signInMethodsOf([null, 'email', { provider: 'github', identity_id: 'x' }, { provider: 'google' }])).toEqual([]);
    expect(signInMethodsOf(undefined)).toEqual([]);
  });
});

describe('answers of the auth service', () => {
  it('reads an unlink’s refusal as what the user is told', () => {
    expect(unlinkProblemOf({ message: '', code: 'single_identity_not_deletable' })).toBe('onlySignInMethod');
    expect(unlinkProblemOf({ message: '', code: 'manual_linking_disabled' })).toBe('linkingOff');
    expect(unlinkProblemOf({ message: 'Network down' })).toBe('unlinkFailed');
  });

  it('reads a refused link from the hash it comes back with, keeping the rest of the hash', () => {
    expect(linkReturnOf('#error=access_denied&error_code=identity_already_exists&error_description=Identity+is+already+linked')).toEqual({ problem: 'linkTaken', cleanedHash: '' });
    expect(linkReturnOf('#error=server_error&error_description=Oops&section=x')).toEqual({ problem: 'linkFailed', cleanedHash: '#section=x' });
    expect(linkReturnOf('#access_token=abc')).toBeUndefined();
    expect(linkReturnOf('')).toBeUndefined();
  });
});
