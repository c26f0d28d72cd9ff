import { useId, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { Heading, Muted, TextButton } from '../../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import type { AuthView } from './loginScreen.logic';
import { useLoginScreen } from './useLoginScreen';
import { loginEn } from '../../i18n/en/sign-in';
import { useMessages } from '../../ui/useMessages';
import { tokenList } from '../../ui/token-list';

export interface LoginScreenProps {
  /**
   * The view to open; `?action=update_password` in the URL opens update_password.
   * Any other value throws 'Invalid auth view'.
   * @default 'sign_in'
   */
  view?: AuthView;
  className?: string;
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.colorTextMuted};
  font-size: 13px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colorBorder};
  }
`;

const Links = styled.nav`
  display: grid;
  gap: 8px;
  justify-items: center;
`;

const TITLE_KEY = {
  sign_in: 'titleSignIn',
  sign_up: 'titleSignUp',
  forgotten_password: 'titleForgottenPassword',
  update_password: 'titleUpdatePassword',
} as const;

const SUBMIT_KEY = {
  sign_in: 'buttonSignIn',
  sign_up: 'buttonSignUp',
  forgotten_password: 'buttonSendReset',
  update_password: 'buttonUpdatePassword',
} as const;

/** Sign in, sign up, password reset and password update against the Supabase auth client. */
export function LoginScreen({ view: requestedView = 'sign_in', className }: LoginScreenProps) {
  const { messages } = useDashboard();
  const t = useMessages('login', loginEn);
  const login = useLoginScreen(requestedView);
  const headingId = useId();

  if (login.view === null) {
    return (
      <CenteredPage className={tokenList('dk-login', className)}>
        <Spinner label={messages.common.loading} centered />
      </CenteredPage>
    );
  }
  const view = login.view;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    if (view === 'sign_in') void login.signIn(email, password);
    else if (view === 'sign_up') void login.signUp(email, password);
    else if (view === 'forgotten_password') void login.sendReset(email);
    else void login.updatePassword(password);
  };

  const needsEmail = view !== 'update_password';
  const needsPassword = view !== 'forgotten_password';

  return (
    <CenteredPage className={tokenList('dk-login', className)} data-view={view}>
      <CenteredCard $width={420} aria-labelledby={headingId}>
        <div>
          <Heading id={headingId}>{t[TITLE_KEY[view]]}</Heading>
          <Muted>{t.tagline}</Muted>
        </div>
        {login.notice ? (
          <Alert tone={login.notice.tone} onDismiss={login.dismissNotice}>
            {login.notice.text}
          </Alert>
        ) : null}
        <Form onSubmit={onSubmit} aria-labelledby={headingId} key={view}>
          {needsEmail ? (
            <TextField label={t.emailLabel} name="email" type="email" autoComplete="email" placeholder={t.emailPlaceholder} required />
          ) : null}
          {needsPassword ? (
            <TextField
              label={view === 'update_password' ? t.newPasswordLabel : t.passwordLabel}
              name="password"
              type="password"
              autoComplete={view === 'sign_in' ? 'current-password' : 'new-password'}
              required
            />
          ) : null}
          <Button type="submit" block disabled={login.pending} aria-busy={login.pending || undefined}>
            {login.pending ? t.working : t[SUBMIT_KEY[view]]}
          </Button>
        </Form>
        {view === 'sign_in' || view === 'sign_up' ? (
          <>
            <Divider>{t.or}</Divider>
            <Button variant="secondary" block onClick={() => void login.continueWithGoogle()} disabled={login.pending}>
              {t.buttonGoogle}
            </Button>
          </>
        ) : null}
        <Links aria-label={t[TITLE_KEY[view]]}>
          {view === 'sign_in' ? (
            <>
              <TextButton type="button" onClick={() => login.switchView('forgotten_password')}>{t.linkForgotPassword}</TextButton>
              <TextButton type="button" onClick={() => login.switchView('sign_up')}>{t.linkSignUp}</TextButton>
            </>
          ) : null}
          {view === 'sign_up' ? <TextButton type="button" onClick={() => login.switchView('sign_in')}>{t.linkSignIn}</TextButton> : null}
          {view === 'forgotten_password' ? (
            <TextButton type="button" onClick={() => login.switchView('sign_in')}>{t.linkRememberPassword}</TextButton>
          ) : null}
        </Links>
      </CenteredCard>
    </CenteredPage>
  );
}
