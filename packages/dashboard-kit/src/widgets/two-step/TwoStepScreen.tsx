import { useId } from 'react';
import { styled } from 'styled-components';
import { useSignOut } from '../../context/context';
import { securityEn } from '../../i18n/en/security';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import { Heading, Muted, TextButton } from '../../ui/WidgetRoot';
import { useMessages } from '../../ui/useMessages';
import { CodeForm } from '../../parts/step-up/CodeForm';
import { useCodeVerification } from '../../parts/step-up/useCodeVerification';
import { tokenList } from '../../ui/token-list';

export interface TwoStepScreenProps {
  className?: string;
}

const Footer = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  justify-content: center;
  align-items: baseline;
  color: ${({ theme }) => theme.colorTextMuted};
  font-size: 14px;
`;

/**
 * The second step of signing in, for a user with an authenticator app: the session is signed in
 * but owes a code, and the route guard shows this screen before any signed-in page. Once the code
 * is accepted the guard takes the user where they were going; Sign out is always offered.
 * @example <Route path="/login/two-step"><TwoStepScreen /></Route>
 */
export function TwoStepScreen({ className }: TwoStepScreenProps) {
  const t = useMessages('security', securityEn);
  const verification = useCodeVerification();
  const signOut = useSignOut();
  const headingId = useId();
  return (
    <CenteredPage className={tokenList('dk-two-step', className)}>
      <CenteredCard $width={420} aria-labelledby={headingId}>
        <div>
          <Heading id={headingId}>{t.twoStepTitle}</Heading>
          <Muted>{t.twoStepIntro}</Muted>
        </div>
        <CodeForm verification={verification} autoFocus />
        <Footer>
          <span>{t.signOutPrompt}</span>
          <TextButton type="button" onClick={() => void signOut()}>
            {t.signOut}
          </TextButton>
        </Footer>
      </CenteredCard>
    </CenteredPage>
  );
}
