import { Suspense, useId, useState } from 'react';
import { styled } from 'styled-components';
import { useErrorText } from '../../ui/useErrorText';
import { useCreditBalance } from '../../data/billing/balance-query';
import { isKeptAnswer } from '../../data/kept-answers';
import { RefreshingMark } from '../../ui/RefreshingMark';
import { useAccountPermission, useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Card, Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { formatMoney } from '../../i18n/intl-formats';
import { StepUpBoundary } from '../../parts/step-up/StepUpBoundary';
import { CreditsUsage } from './CreditsUsage';
import { LowBalanceAlert } from './LowBalanceAlert';
import type { RegionLabelProps } from '../../ui/region-label';
import { Stack } from '../../ui/layout';
import { creditsEn } from '../../i18n/en/credits';
import { useMessages } from '../../ui/useMessages';
import { roleRefusalsEn } from '../../i18n/en/role-refusals';
import { usePreloadAfterPaint } from '../../ui/usePreloadAfterPaint';
import { preloadableLazy } from '../../ui/preloadable-lazy';
import { tokenList } from '../../ui/token-list';

// The checkout form comes once the panel has painted (or with the first Add Credits): the balance needs none of it.
const CreditsModal = /* @__PURE__ */ preloadableLazy(() => import('./CreditsModal').then((module) => ({ default: module.CreditsModal })));

export interface CreditsPanelProps extends RegionLabelProps {
  /** Shows the payment-success banner (the account page passes `?payment=success`). */
  paymentSuccess?: boolean;
  onDismissPaymentSuccess?: () => void;
  /** Opens the credits modal at once (the quick-links Add Credits command). */
  defaultModalOpen?: boolean;
  /** Sends the browser to checkout. @default window.location.assign */
  redirect?: (url: string) => void;
  className?: string;
}

const Root = styled(WidgetRoot)`
  display: grid;
  gap: 16px;
`;

const Balance = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
`;

/** The balance and its caption; the mark below them is placed against it. */
const BalanceFigure = styled.div`
  position: relative;
`;

/**
 * A kept balance's "being refreshed" mark, below the caption in the card's padding (or the gap
 * above a wrapped button): it comes and goes without moving what is below the card.
 */
const MarkBelow = styled.div`
  position: absolute;
  top: 100%;
  inset-inline-start: 0;
  line-height: 16px;
  white-space: nowrap;
`;

// A figure, not a heading or a paragraph of its own (axe p-as-heading).
const Amount = styled.div`
  margin: 0;
  font-size: 32px;
  font-weight: 700;
  line-height: 1.1;
`;

/**
 * Credits panel: loading, error, no credits, balance; the modal buys more.
 * @example <DashboardProvider config={config} auth={auth}><CreditsPanel /></DashboardProvider>
 */
export function CreditsPanel({ paymentSuccess, onDismissPaymentSuccess, defaultModalOpen = false, redirect, className, 'aria-label': label }: CreditsPanelProps) {
  const { config, locale } = useDashboard();
  const t = useMessages('credits', creditsEn);
  const refusals = useMessages('roleRefusals', roleRefusalsEn);
  const balance = useCreditBalance();
  // In an organisation, buying is for the roles that handle its money (the API refuses the others).
  const buy = useAccountPermission('billing:write');
  const roleNoteId = useId();
  const errorText = useErrorText({ credits: t });
  const [modalOpen, setModalOpen] = useState(defaultModalOpen);
  usePreloadAfterPaint(CreditsModal.preload);

  let body;
  if (balance.isError) {
    body = (
      <Alert tone="error" title={t.loadFailed}>
        <Stack $gap={8} $start>
          <span>{errorText(balance.error, t.loadFailed).text}</span>
          <Button variant="secondary" onClick={() => void balance.refetch()} disabled={balance.isFetching}>
            {t.refresh}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (balance.isPending) {
    body = <Spinner label={t.loading} centered />;
  } else {
    const value = balance.data.balance;
    body = (
      <>
        <Balance>
          <BalanceFigure>
            <Amount>{formatMoney(value ?? 0, config.currency, locale)}</Amount>
            <Muted>{t.remaining}</Muted>
            <MarkBelow>
              <RefreshingMark refreshing={isKeptAnswer(balance) && balance.isFetching} />
            </MarkBelow>
          </BalanceFigure>
          {/* A role that may not buy sees why, before anyone tries (the button stays focusable, and names the reason). */}
          {/* Pressed before the form's code is here (it comes after the panel's paint), the form opens once it is, without a fallback React holds for 300 ms. */}
          <Button onClick={() => (buy.allowed ? CreditsModal.whenLoaded(() => setModalOpen(true)) : undefined)} aria-disabled={!buy.allowed || undefined} aria-describedby={buy.allowed || buy.role === null ? undefined : `${roleNoteId}-role`}>
            {value === null ? t.getStarted : t.addCredits}
          </Button>
        </Balance>
        {buy.allowed || buy.role === null ? null : <Muted id={`${roleNoteId}-role`}>{refusals['billing:write']}</Muted>}
        {/* Shown only where the API offers them (API-PROPOSAL.md). */}
        <CreditsUsage balance={value} />
        <LowBalanceAlert />
      </>
    );
  }

  return (
    <Root className={tokenList('dk-credits', className)} as="section" aria-label={label ?? t.title}>
      {paymentSuccess ? (
        <Alert tone="success" onDismiss={onDismissPaymentSuccess}>
          {t.paymentSuccess}
        </Alert>
      ) : null}
      <Muted>{t.description}</Muted>
      {body}
      {modalOpen ? (
        <StepUpBoundary>
          <Suspense fallback={null}>
            <CreditsModal open onClose={() => setModalOpen(false)} redirect={redirect} />
          </Suspense>
        </StepUpBoundary>
      ) : null}
    </Root>
  );
}
