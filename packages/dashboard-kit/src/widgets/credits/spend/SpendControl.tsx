import { styled } from 'styled-components';
import type { RegionLabelProps } from '../../../ui/region-label';
import { Muted, WidgetRoot } from '../../../ui/WidgetRoot';
import { useAccountPermission } from '../../../context/context';
import { StepUpBoundary } from '../../../parts/step-up/StepUpBoundary';
import { AutoRecharge } from './AutoRecharge';
import { KeySpend } from './KeySpend';
import { PurchaseHistory } from './PurchaseHistory';
import { spendEn } from '../../../i18n/en/spend';
import { useMessages } from '../../../ui/useMessages';
import { UsageExport } from './UsageExport';
import { tokenList } from '../../../ui/token-list';

export interface SpendControlProps extends RegionLabelProps {
  /** Back from auto-recharge's set-up checkout (the account page passes `?auto_recharge=`): says how it went. */
  setupResult?: 'on' | 'cancelled';
  onDismissSetupResult?: () => void;
  /** Sends the browser to the set-up checkout. @default window.location.assign */
  redirect?: (url: string) => void;
  className?: string;
}

const Root = styled(WidgetRoot)`
  display: grid;
  gap: 16px;
  & > * {
    min-width: 0;
  }
`;

/**
 * Proposed API (API-PROPOSAL.md): spend control beside CreditsPanel: the period's
 * spend by key, the usage export, auto-recharge and the purchase history with receipts. Each
 * part asks its endpoint once and shows nothing where the API answers 404, so against an API
 * without them it renders nothing at all.
 * @example <DashboardProvider config={config} auth={auth}><CreditsPanel /><SpendControl /></DashboardProvider>
 */
export function SpendControl({ setupResult, onDismissSetupResult, redirect = (url) => window.location.assign(url), className, 'aria-label': label }: SpendControlProps) {
  const t = useMessages('spend', spendEn);
  // In an organisation, its card and receipts are for the roles that handle its money (the API refuses the others).
  const billing = useAccountPermission('billing:read');
  return (
    <Root className={tokenList('dk-spend-control', className)} as="section" aria-label={label ?? t.title}>
      <StepUpBoundary>
        <KeySpend />
        <UsageExport />
        {billing.allowed ? (
          <>
            <AutoRecharge setupResult={setupResult} onDismissSetupResult={onDismissSetupResult} redirect={redirect} />
            <PurchaseHistory />
          </>
        ) : billing.role ? (
          <Muted>{t.billingForRoles}</Muted>
        ) : null}
      </StepUpBoundary>
    </Root>
  );
}

/** For `lazy()`: the account page loads it once the credits tab has painted. */
export default SpendControl;
