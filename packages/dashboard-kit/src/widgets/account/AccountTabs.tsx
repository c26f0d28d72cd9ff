import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { useDashboard, useSession } from '../../context/context';
import { Spinner } from '../../ui/Spinner';
import { panelId, tabId, Tabs } from '../../ui/Tabs';
import { useMediaQuery, WIDE_QUERY } from '../../ui/useMediaQuery';
import { Heading, Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { CreditsPanel } from '../credits/CreditsPanel';
import { PricingTables } from '../pricing/PricingTables';
import type { AccountTab } from './account.logic';
import { TabIcon } from './icons';
import { PreferencesPanel } from './PreferencesPanel';
import { ProfilePanel } from './ProfilePanel';
import { SubscriptionPanel } from './SubscriptionPanel';
import { useAccountTabs } from './useAccountTabs';
import { CardStack, Stack } from '../../ui/layout';
import { securityPath, withBasePath } from '../../access/app-paths';
import { usePreloadAfterPaint } from '../../ui/usePreloadAfterPaint';
import { accountEn } from '../../i18n/en/account';
import { useMessage, useMessages } from '../../ui/useMessages';
import { securityTabLabelEn } from '../../i18n/en/security-tab';
import { tokenList } from '../../ui/token-list';

const loadSpendControl = () => import('../credits/spend/SpendControl');
const SpendControl = /* @__PURE__ */ lazy(loadSpendControl);
// The Security tab's widget comes in its own chunk, when the tab is opened.
const AccountSecurity = /* @__PURE__ */ lazy(() => import('../security/AccountSecurity').then((module) => ({ default: module.AccountSecurity })));

export interface AccountTabsProps {
  /** Opens this tab instead of the one in `?tab=`. */
  initialTab?: AccountTab;
  className?: string;
}

const Layout = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: 20px;
  grid-template-columns: ${({ $wide }) => ($wide ? '220px 1fr' : '1fr')};
  align-items: start;
`;

const Title = styled(Heading)`
  margin-bottom: 16px;
`;

const LABEL_KEY = {
  profile: 'tabProfile',
  preferences: 'tabPreferences',
  credits: 'tabCredits',
  pricing: 'tabPricing',
  subscription: 'tabSubscription',
  help: 'tabHelp',
} as const;

/** Account: profile, preferences, security, credits, pricing, help (and subscription). */
export function AccountTabs({ initialTab, className }: AccountTabsProps) {
  const prefix = useId();
  const { messages, config } = useDashboard();
  const t = useMessages('account', accountEn);
  const securityTab = useMessage('security', 'tabLabel', securityTabLabelEn);
  const session = useSession();
  const account = useAccountTabs(initialTab);
  const wide = useMediaQuery(WIDE_QUERY);
  // Spend control comes in its own chunk once the credits tab has painted: neither its code nor
  // its requests compete with the balance for the first paint. Back from saving a card, though,
  // its answer is what the user came back for: then it comes at once.
  const [spendControlReady, setSpendControlReady] = useState(false);
  const showSpendControl = useCallback(() => loadSpendControl().then(() => setSpendControlReady(true)), []);
  const backFromCardSetup = account.autoRechargeSetup !== undefined;
  usePreloadAfterPaint(showSpendControl, account.selected === 'credits' && !backFromCardSetup);
  useEffect(() => {
    if (backFromCardSetup) void showSpendControl();
  }, [backFromCardSetup, showSpendControl]);

  if (session.status === 'signed-out') {
    return (
      <WidgetRoot className="dk-account">
        <Muted>{t.loggedOut}</Muted>
      </WidgetRoot>
    );
  }
  // The title stays where it will be; the tabs, which the access record decides, follow it.
  if (session.status === 'loading' || account.access.status === 'loading') {
    return (
      <WidgetRoot className={tokenList('dk-account', className)}>
        <Title>{t.title}</Title>
        <Spinner label={messages.common.loading} centered />
      </WidgetRoot>
    );
  }

  const panel = (() => {
    switch (account.selected) {
      case 'profile':
        return <ProfilePanel user={session.user} />;
      case 'preferences':
        return <PreferencesPanel />;
      case 'security':
        return (
          <Suspense fallback={<Spinner label={messages.common.loading} centered />}>
            <AccountSecurity linkReturnUrl={withBasePath(config.basePath, securityPath(config.paths))} />
          </Suspense>
        );
      case 'credits':
        return (
          <Stack $gap={16}>
            <CreditsPanel paymentSuccess={account.paymentSuccess} onDismissPaymentSuccess={account.dismissPayment} defaultModalOpen={account.openCreditsModal} />
            {spendControlReady ? (
              <Suspense fallback={null}>
                <SpendControl setupResult={account.autoRechargeSetup} onDismissSetupResult={account.dismissAutoRechargeSetup} />
              </Suspense>
            ) : null}
          </Stack>
        );
      case 'pricing':
        return <PricingTables />;
      case 'subscription':
        return <SubscriptionPanel access={account.access.record} />;
      case 'help':
        return (
          <CardStack $gap={8}>
            <Muted>{t.helpBody}</Muted>
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </CardStack>
        );
    }
  })();

  return (
    <WidgetRoot className={tokenList('dk-account', className)}>
      <Title>{t.title}</Title>
      <Layout $wide={wide}>
        <Tabs
          label={t.tabsLabel}
          idPrefix={prefix}
          orientation={wide ? 'vertical' : 'horizontal'}
          tabs={account.tabs.map((id) => ({ id, label: id === 'security' ? securityTab : t[LABEL_KEY[id]], icon: <TabIcon tab={id} /> }))}
          selected={account.selected}
          onSelect={account.select}
        />
        <div role="tabpanel" id={panelId(prefix, account.selected)} aria-labelledby={tabId(prefix, account.selected)}>
          {panel}
        </div>
      </Layout>
    </WidgetRoot>
  );
}
