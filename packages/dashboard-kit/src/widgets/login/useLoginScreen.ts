import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withBasePath } from '../../access/app-paths';
import { nextFromSearch, withNext } from '../../access/next-path';
import { currentSearch, rewriteAddress } from '../../platform/location';
import { useBrowserValue } from '../../platform/browser-value';
import { DashboardError } from '../../api/errors';
import { outsideProviderError, useDashboard, useSession } from '../../context/context';
import { JUST_SIGNED_UP_KEY } from '../../access/profile';
import { safeStorage } from '../../platform/storage';
import { clearSignOutNotice, readSignOutNotice } from '../../auth/sign-out-notice';
import {
  assertAuthView,
  initialView,
  isAlreadyRegistered,
  noticeTone,
  readHashError,
  signInRefusal,
  type AuthView,
  type Notice,
} from './loginScreen.logic';
import { loginEn } from '../../i18n/en/sign-in';
import { useAuthChange } from '../../data/account/auth-change';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';

/** How long 'Welcome back!' stays before the returning user is taken in. */
const WELCOME_BACK_PAUSE_MS = 1200;

const readSearch = () => window.location.search;
const readHash = () => window.location.hash;

/** The login screen's state and actions; the view only renders what this returns. */
export function useLoginScreen(requestedView: string) {
  assertAuthView(requestedView);
  const { authClient, config, navigate } = useDashboard();
  const login = useMessages('login', loginEn);
  const errorSections = useMemo(() => ({ login }), [login]);
  const errorText = useErrorText(errorSections);
  // The new password of a recovery or invitation link: an account change like any other.
  const setPassword = useAuthChange<string, void>({
    hook: 'LoginScreen',
    failed: signInRefusal,
    send: async (auth, password) => {
      const { error } = await auth.updateUser({ password });
      if (error) throw signInRefusal(error);
    },
  });
  if (!authClient) throw outsideProviderError('LoginScreen (with a Supabase auth client)');
  const session = useSession();
  // The URL is unknown on the server and while hydrating its HTML: both render the requested
  // view; the client reads the query and hash right after.
  const search = useBrowserValue(readSearch);
  const hash = useBrowserValue(readHash);
  const [notice, setNotice] = useState<Notice | undefined>(undefined);
  const [hashRead, setHashRead] = useState(false);
  const [chosenView, setChosenView] = useState<AuthView | null>(null);
  const [pending, setPending] = useState(false);
  const [signOutNoticeShown, setSignOutNoticeShown] = useState(false);
  const holdRedirect = useRef(false);
  // Read once: a router transition can re-render this screen after the URL has moved on.
  const [next] = useState(() => nextFromSearch(currentSearch()));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const loginUrl = `${origin}${withBasePath(config.basePath, withNext(config.paths.login, next))}`;

  // Set during render, React's pattern for state derived once from values that arrive later
  // (the URL after hydration, the session).
  // An error description in the hash is shown as a warning (and removed, below).
  let currentNotice = notice;
  if (!hashRead && hash !== null) {
    setHashRead(true);
    const { description } = readHashError(hash);
    if (description !== undefined) {
      currentNotice = { tone: 'warning', text: description };
      setNotice(currentNotice);
    }
  }
  // Only once it has been read: while hydrating, the hash is not read yet.
  useEffect(() => {
    if (!hashRead) return;
    const { description, cleanedHash } = readHashError(window.location.hash);
    if (description === undefined) return;
    rewriteAddress({ hash: cleanedHash });
  }, [hashRead]);

  // Only update_password waits for the session (it needs one); every other view shows at once.
  const action = search === null ? null : new URLSearchParams(search).get('action');
  const waitsForSession = action === 'update_password' || requestedView === 'update_password';
  if (chosenView === null && search !== null && !(waitsForSession && session.status === 'loading')) {
    const initial = initialView(action, session.status === 'signed-in', requestedView, login);
    setChosenView(initial.view);
    // A returned link's own error says more than 'Invalid session': keep it if there is one.
    if (initial.notice && !currentNotice) setNotice(initial.notice);
    // A sign-out the user did not ask for ends here (the account deleted, the session ended
    // elsewhere): say why, once (the note is forgotten once this render is committed, below).
    const signedOut = initial.notice || currentNotice ? undefined : readSignOutNotice();
    if (signedOut) setSignOutNoticeShown(true);
    if (signedOut === 'accountDeleted') setNotice({ tone: 'success', text: login.accountDeleted });
    if (signedOut === 'sessionEnded') setNotice({ tone: 'warning', text: login.sessionEnded });
  }
  const view = chosenView ?? (waitsForSession ? null : requestedView);
  useEffect(() => {
    if (signOutNoticeShown) clearSignOutNotice();
  }, [signOutNoticeShown]);

  // An authenticated visitor goes where they came from, or / (not while setting a new password).
  useEffect(() => {
    if (session.status !== 'signed-in' || view === null || view === 'update_password' || holdRedirect.current) return;
    navigate(next, { replace: true });
  }, [session.status, view, next, navigate]);

  // A refusal in the catalogue's words, through the one way errors become words.
  const refused = useCallback((error: unknown) => {
    const refusal = error instanceof DashboardError ? error : signInRefusal(error);
    setNotice({ tone: noticeTone(refusal), text: errorText(refusal).text });
  }, [errorText]);

  const run = useCallback(async (action: () => Promise<void>) => {
    setPending(true);
    setNotice(undefined);
    try {
      await action();
    } catch (error) {
      refused(error);
    } finally {
      setPending(false);
    }
  }, [refused]);

  const signIn = (email: string, password: string) =>
    run(async () => {
      const { error } = await authClient.signInWithPassword({ email, password });
      if (error) refused(error);
    });

  const signUp = (email: string, password: string) =>
    run(async () => {
      const result = await authClient.signUp({ email, password, options: { emailRedirectTo: `${origin}/login` } });
      if (isAlreadyRegistered({ user: result.data.user, error: result.error })) {
        // An already registered email tries to sign in with what was typed.
        holdRedirect.current = true;
        const signedIn = await authClient.signInWithPassword({ email, password });
        if (signedIn.error) {
          holdRedirect.current = false;
          setNotice({ tone: 'error', text: login.alreadyRegistered });
          return;
        }
        setNotice({ tone: 'success', text: login.welcomeBack });
        window.setTimeout(() => navigate(next, { replace: true }), WELCOME_BACK_PAUSE_MS);
        return;
      }
      if (result.error) {
        refused(result.error);
        return;
      }
      safeStorage.set(JUST_SIGNED_UP_KEY, 'true');
      setNotice({ tone: 'success', text: login.checkEmailConfirm });
    });

  const sendReset = (email: string) =>
    run(async () => {
      const { error } = await authClient.resetPasswordForEmail(email, { redirectTo: `${origin}/login` });
      if (error) refused(error);
      else setNotice({ tone: 'success', text: login.checkEmailReset });
    });

  const updatePassword = (password: string) =>
    run(async () => {
      await setPassword.mutateAsync(password);
      setNotice({ tone: 'success', text: login.passwordUpdated });
      navigate(next, { replace: true });
    });

  const continueWithGoogle = () =>
    run(async () => {
      const { error } = await authClient.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: loginUrl, queryParams: { prompt: 'select_account' } },
      });
      if (error) refused(error);
    });

  const switchView = (target: AuthView) => {
    setNotice(undefined);
    setChosenView(target);
  };

  return { view, notice, pending, signIn, signUp, sendReset, updatePassword, continueWithGoogle, switchView, dismissNotice: () => setNotice(undefined) };
}
