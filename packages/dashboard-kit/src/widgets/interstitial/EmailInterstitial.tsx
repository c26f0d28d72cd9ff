import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { useBrowserValue } from '../../platform/browser-value';
import { useDashboard, useSession } from '../../context/context';
import { Button } from '../../ui/Button';
import { Heading, Muted } from '../../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import { EMAIL_CHANGE_RETURN, emailChangeOutcome, interstitialFor, redirectToFor, type EmailChangeOutcome } from './interstitial.logic';
import { securityPath, withBasePath, withoutBasePath } from '../../access/app-paths';
import { interstitialEn } from '../../i18n/en/sign-in';
import { useMessages } from '../../ui/useMessages';

const readPath = () => window.location.pathname;
const readSearch = () => window.location.search;
const readOrigin = () => window.location.origin;
const readHash = () => window.location.hash;

export interface EmailInterstitialProps {
  /** The interstitial path inside the dashboard. @default window.location.pathname, below `config.basePath` */
  path?: string;
  /** The email's one-time token. @default the `token` query parameter */
  token?: string;
}

/** A class, not a style attribute: server-rendered, a strict CSP refuses style attributes. */
const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colorPrimary};
`;

/**
 * An email link lands here and the user clicks to continue, so a mail
 * scanner that opens links cannot spend the one-time token. The button posts a browser
 * form to the provider API, which answers with a redirect carrying the session.
 */
export function EmailInterstitial({ path, token }: EmailInterstitialProps) {
  const { config } = useDashboard();
  const t = useMessages('interstitial', interstitialEn);
  // Server-rendered, the page knows neither the URL's token nor the origin: the hidden fields
  // get them right after hydration, long before anyone can press the button.
  const browserPath = useBrowserValue(readPath);
  const search = useBrowserValue(readSearch);
  const origin = useBrowserValue(readOrigin);
  const currentPath = path ?? withoutBasePath(config.basePath, browserPath ?? '');
  const route = useMemo(() => interstitialFor(currentPath), [currentPath]);
  const oneTimeToken = token ?? new URLSearchParams(search ?? '').get('token') ?? '';
  const loginPath = withBasePath(config.basePath, config.paths.login);
  const herePath = withBasePath(config.basePath, currentPath);
  const redirectTo = useMemo(() => (origin === null ? '' : redirectToFor(route.type, `${origin}${loginPath}`, `${origin}${herePath}`)), [route.type, origin, loginPath, herePath]);

  if (route.type === 'email_change' && new URLSearchParams(search ?? '').has(EMAIL_CHANGE_RETURN)) return <EmailChangeReturn />;

  return (
    <CenteredPage className="dk-interstitial">
      <CenteredCard $width={440} $centerText>
        <Heading>{t.heading}</Heading>
        {route.button ? (
          <form method="post" action={`${config.apiBaseUrl}/v1/profile/email-interstitial`}>
            <input type="hidden" name="token" value={oneTimeToken} />
            <input type="hidden" name="type" value={route.type} />
            <input type="hidden" name="redirect_to" value={redirectTo} />
            <Stack>
              <Muted>{t.explanation}</Muted>
              {/* Until hydrated the hidden fields are empty; Button waits for hydration too. */}
              <Button type="submit" block>
                {t[route.button]}
              </Button>
            </Stack>
          </form>
        ) : (
          <>
            <Muted>{t.unknownLink}</Muted>
            <Link href={loginPath}>{t.backToSignIn}</Link>
          </>
        )}
      </CenteredCard>
    </CenteredPage>
  );
}

const OUTCOME_TEXTS: Record<EmailChangeOutcome, { title: 'emailChangeWaitingTitle' | 'emailChangeDoneTitle' | 'emailChangeFailedTitle'; text: 'emailChangeWaiting' | 'emailChangeDone' | 'emailChangeExpired' | 'emailChangeTaken' }> = {
  waitingForOther: { title: 'emailChangeWaitingTitle', text: 'emailChangeWaiting' },
  changed: { title: 'emailChangeDoneTitle', text: 'emailChangeDone' },
  expired: { title: 'emailChangeFailedTitle', text: 'emailChangeExpired' },
  taken: { title: 'emailChangeFailedTitle', text: 'emailChangeTaken' },
};

/**
 * Back from one of an email change's links: whether the other link is still needed, or the
 * address has changed (the session in the fragment signs the user in with it), or why not.
 */
function EmailChangeReturn() {
  const { config } = useDashboard();
  const session = useSession();
  const t = useMessages('interstitial', interstitialEn);
  // The fragment, read once: the auth client takes a session out of it after it loads.
  const hash = useBrowserValue(readHash);
  const [read, setRead] = useState<{ outcome: EmailChangeOutcome; token: string | null } | null>(null);
  if (read === null && hash !== null) setRead({ outcome: emailChangeOutcome(hash), token: new URLSearchParams(hash.slice(1)).get('access_token') });
  const outcome = read?.outcome ?? null;
  const texts = OUTCOME_TEXTS[outcome ?? 'waitingForOther'];
  // Changed: on to the account once the auth client holds the session with the new address.
  const sessionReady = !read?.token || (session.status === 'signed-in' && session.accessToken === read.token);
  return (
    <CenteredPage className="dk-interstitial">
      <CenteredCard $width={440} $centerText>
        {outcome === null ? null : (
          <>
            <Heading>{t[texts.title]}</Heading>
            <Muted role="status">{t[texts.text]}</Muted>
            {sessionReady ? <Link href={withBasePath(config.basePath, securityPath(config.paths))}>{t.toAccount}</Link> : null}
          </>
        )}
      </CenteredCard>
    </CenteredPage>
  );
}
