import { useEffect, useState } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { useBrowserValue } from '../../platform/browser-value';
import { rewriteAddress } from '../../platform/location';
import { hasErrorCode, type DashboardError } from '../../api/errors';
import { securityError } from '../../data/account/account-errors';
import { useConnectGoogle, useDisconnectIdentity } from '../../data/account/identity-mutations';
import { linkReturnOf, signInMethodsOf } from './connectedAccounts.logic';

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
  const identities = session.status === 'signed-in' ? session.user.identities : undefined;
  const methods = signInMethodsOf(identities);
  const google = methods.find((method) => method.provider === 'google');
  const available = Boolean(authClient?.linkIdentity && authClient.unlinkIdentity) && session.status === 'signed-in';
  // Whether the project lets users link is the auth service's setting, and it only tells by
  // refusing: ask it once where linking would go, and offer the buttons once it has answered.
  const [linking, setLinking] = useState<'asking' | 'on' | 'off'>('asking');
  const connecting = useConnectGoogle();
  const disconnect = useDisconnectIdentity();
  const [returned, setReturned] = useState<DashboardError | undefined>(undefined);

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
    const refusal = linkReturnOf(hash);
    if (refusal) setReturned(securityError(refusal.problem));
  }
  useEffect(() => {
    if (!hashRead) return;
    const refusal = linkReturnOf(window.location.hash);
    if (refusal) rewriteAddress({ hash: refusal.cleanedHash });
  }, [hashRead]);

  const connect = () => {
    if (!available || connecting.isPending) return;
    setReturned(undefined);
    disconnect.reset();
    // Answered without an error, the browser is on its way to Google: the button stays busy until the page goes.
    connecting.mutate(returnPage(returnUrl), {
      onError: (error) => {
        if (hasErrorCode(error, 'linkingOff')) setLinking('off');
      },
    });
  };

  /** Disconnects Google; `onDone` once it is (the caller closes its confirmation). */
  const disconnectGoogle = (onDone: () => void) => {
    if (!available || !google || disconnect.isPending) return;
    setReturned(undefined);
    connecting.reset();
    disconnect.mutate(google.identity, {
      onSuccess: onDone,
      onError: (error) => {
        if (hasErrorCode(error, 'linkingOff')) setLinking('off');
      },
    });
  };

  return {
    available,
    methods,
    google,
    /** Google is the only way this user signs in: it cannot be disconnected. */
    googleOnly: Boolean(google) && (identities?.length ?? 0) <= 1,
    /** The auth service answered that users may link: Connect and Disconnect are offered. */
    linkingOn: linking === 'on',
    linkingOff: linking === 'off',
    /** Why the last connect or disconnect did not happen, or why Google's chooser sent the user back. */
    problem: connecting.error ?? disconnect.error ?? returned,
    disconnected: disconnect.isSuccess,
    connecting: connecting.isPending || connecting.isSuccess,
    disconnecting: disconnect.isPending,
    connect,
    disconnect: disconnectGoogle,
    dismiss: () => {
      setReturned(undefined);
      connecting.reset();
      disconnect.reset();
    },
  };
}
