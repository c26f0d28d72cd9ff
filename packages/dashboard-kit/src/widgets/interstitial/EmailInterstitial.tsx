import { useMemo } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../provider/context';
import { Button } from '../../ui/Button';
import { Heading, Muted } from '../../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import { interstitialFor, redirectToFor } from './interstitial.logic';

export interface EmailInterstitialProps {
  /** The interstitial path. @default window.location.pathname */
  path?: string;
  /** The email's one-time token. @default the `token` query parameter */
  token?: string;
}

const Link = styled.a`
  color: ${({ theme }) => theme.colorPrimary};
`;

/**
 * Spec section 2: an email link lands here and the user clicks to continue, so a mail
 * scanner that opens links cannot spend the one-time token. The button posts a browser
 * form to the provider API, which answers with a redirect carrying the session.
 */
export function EmailInterstitial({ path, token }: EmailInterstitialProps) {
  const { messages, config } = useDashboard();
  const t = messages.interstitial;
  const currentPath = path ?? window.location.pathname;
  const route = useMemo(() => interstitialFor(currentPath), [currentPath]);
  const oneTimeToken = token ?? new URLSearchParams(window.location.search).get('token') ?? '';
  const redirectTo = useMemo(() => redirectToFor(route.type, window.location.origin), [route.type]);

  return (
    <CenteredPage className="dk-interstitial">
      <CenteredCard $width={440} $centerText>
        <Heading>{t.heading}</Heading>
        {route.button ? (
          <form method="post" action={`${config.apiBaseUrl}/v1/profile/email-interstitial`}>
            <input type="hidden" name="token" value={oneTimeToken} />
            <input type="hidden" name="type" value={route.type} />
            <input type="hidden" name="redirect_to" value={redirectTo} />
            <div style={{ display: 'grid', gap: 16 }}>
              <Muted>{t.explanation}</Muted>
              <Button type="submit" block>
                {t[route.button]}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <Muted>{t.unknownLink}</Muted>
            <Link href="/login">{t.backToSignIn}</Link>
          </>
        )}
      </CenteredCard>
    </CenteredPage>
  );
}
