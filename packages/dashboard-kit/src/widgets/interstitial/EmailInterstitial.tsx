import { useMemo } from 'react';
import { styled } from 'styled-components';
import { useBrowserValue } from '../../platform/browser-value';
import { useDashboard } from '../../context/context';
import { Button } from '../../ui/Button';
import { Heading, Muted } from '../../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import { interstitialFor, redirectToFor } from './interstitial.logic';
import { withBasePath, withoutBasePath } from '../../access/app-paths';
import { interstitialEn } from '../../i18n/en/sign-in';
import { useMessages } from '../../ui/useMessages';

const readPath = () => window.location.pathname;
const readSearch = () => window.location.search;
const readOrigin = () => window.location.origin;

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
  const redirectTo = useMemo(() => (origin === null ? '' : redirectToFor(route.type, `${origin}${loginPath}`)), [route.type, origin, loginPath]);

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
