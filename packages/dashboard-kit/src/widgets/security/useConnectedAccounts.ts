import { useEffect, useState } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { useBrowserValue } from '../../platform/browser-value';
import { linkReturnOf, signInMethodsOf, unlinkProblemOf, type LinkProblem } from './connectedAccounts.logic';
import { needsStepUp } from '../../api/errors';
import { useGuardedAuthChange } from './useGuardedAuthChange';

/** The page the chooser returns to, absolute and without a hash (the auth service puts its answer there): this one unless given. */
const returnPage = (given: string | undefined) => new URL(given ?? window.location.href, window.location.href).href.split('#')[0]!;
const readHash = () => window.location.hash;

/**
 * The user's ways to sign in and connecting or disconnecting Google (the auth service's manual
 * linking). Connecting leaves for Google's chooser and comes back to `returnUrl` (this page), signed in anew
 * with the account connected, or with the refusal in the hash. Both are changes of how the user
 * signs in: a recent authenticator code first, with an app.
 */
export function useConnectedAccounts(returnUrl?: string) {
  const { authClient } = useDashboard();
  const session = useSession();
  const guarded = useGuardedAuthChange();
  const identities = session.status === 'signed-in' ? session.user.identities : undefined;
  const methods = signInMethodsOf(identities);
  const google = methods.find((method) => method.provider === 'google');
  const available = Boolean(authClient?.linkIdentity && authClient.unlinkIdentity) && session.status === 'signed-in';
  // Whether the project lets users link is the auth service's setting, and it only tells by
  // refusing: ask it once where linking would go, and offer the buttons once it has answered.
  const [linking, setLinking] = useState<'asking' | 'on' | 'off'>('asking');
  const [problem, setProblem] = useState<LinkProblem | 'STEP_UP_REQUIRED' | undefined>(undefined);
  const [disconnected, setDisconnected] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);

  useEffect(() => {
    if (!available) return;
    let current = true;
    authClient!.linkIdentity!({ provider: 'google', options: { redirectTo: returnPage(returnUrl), skipBrowserRedirect: true } }).then(
      ({ error }) => {
        if (current) setLinking(error?.code === 'manual_linking_disabled' ? 'off' : 'on');
      },
      // Unreachable now, perhaps not on the click: the click says what it finds.
      () => {
        if (current) setLinking('on');
      },
    );
    return () => {
      current = false;
    };
  }, [available, authClient, returnUrl]);

  // A refused link comes back with the refusal in the hash: say why (read once, when the
  // browser's URL is known), and take it off the address.
  const hash = useBrowserValue(readHash);
  const [hashRead, setHashRead] = useState(false);
  if (!hashRead && hash !== null) {
    setHashRead(true);
    const returned = linkReturnOf(hash);
    if (returned) setProblem(returned.problem);
  }
  useEffect(() => {
    if (!hashRead) return;
    const returned = linkReturnOf(window.location.hash);
    if (returned) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${returned.cleanedHash}`);
  }, [hashRead]);

  async function connect() {
    if (!available || connecting) return;
    setProblem(undefined);
    setDisconnected(false);
    try {
      const error = await guarded(() => {
        setConnecting(true);
        return authClient!.linkIdentity!({ provider: 'google', options: { redirectTo: returnPage(returnUrl) } });
      });
      // Without an error the browser is on its way to Google: the button stays busy until the page goes.
      if (!error) return;
      if (needsStepUp(error)) setProblem('STEP_UP_REQUIRED');
      else if (error.code === 'manual_linking_disabled') {
        setLinking('off');
        setProblem('linkingOff');
      } else setProblem('linkFailed');
    } catch {
      setProblem('linkFailed');
    }
    setConnecting(false);
  }

  /** Disconnects Google; true once it is (the caller closes its confirmation). */
  async function disconnect(): Promise<boolean> {
    if (!available || !google || disconnecting) return false;
    setProblem(undefined);
    try {
      const error = await guarded(() => {
        setDisconnecting(true);
        return authClient!.unlinkIdentity!(google.identity);
      });
      if (needsStepUp(error)) {
        setProblem('STEP_UP_REQUIRED');
        return false;
      }
      if (error) {
        const answer = unlinkProblemOf(error);
        if (answer === 'linkingOff') setLinking('off');
        setProblem(answer);
        return false;
      }
      // The session's user lists its identities as they were: a refresh brings the list up to date.
      await authClient!.refreshSession?.();
      setDisconnected(true);
      return true;
    } catch {
      setProblem('unlinkFailed');
      return false;
    } finally {
      setDisconnecting(false);
    }
  }

  return {
    available,
    methods,
    google,
    /** Google is the only way this user signs in: it cannot be disconnected. */
    googleOnly: Boolean(google) && (identities?.length ?? 0) <= 1,
    /** The auth service answered that users may link: Connect and Disconnect are offered. */
    linkingOn: linking === 'on',
    linkingOff: linking === 'off',
    problem,
    disconnected,
    connecting,
    disconnecting,
    connect,
    disconnect,
    dismiss: () => {
      setProblem(undefined);
      setDisconnected(false);
    },
  };
}
