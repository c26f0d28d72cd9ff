import { useEffect, useState } from 'react';
import { useDashboard } from '../../context/context';
import { useAccess } from '../../data/access/access-query';
import { rewriteAddress } from '../../platform/location';
import { resolveAccountTab, visibleAccountTabs, type AccountTab } from './account.logic';

interface UrlParams {
  tab: string | null;
  payment: string | null;
  add: string | null;
  autoRecharge: string | null;
}

/** `?tab=` and `?payment=` as the page was opened (and `?add=`, `?auto_recharge=`). */
function readUrlParams(): UrlParams {
  if (typeof window === 'undefined') return { tab: null, payment: null, add: null, autoRecharge: null };
  const params = new URL(window.location.href).searchParams;
  return { tab: params.get('tab'), payment: params.get('payment'), add: params.get('add'), autoRecharge: params.get('auto_recharge') };
}

/**
 * The URL parameters this page consumes: the spec's two, the Add Credits command's `add`, and
 * `auto_recharge` (on or cancelled), where auto-recharge's set-up checkout returns.
 */
const CONSUMED = ['tab', 'payment', 'add', 'auto_recharge'];

const setupResultOf = (value: string | null): 'on' | 'cancelled' | undefined => (value === 'on' || value === 'cancelled' ? value : undefined);

export function useAccountTabs(initialTab?: AccountTab) {
  const access = useAccess();
  // Read once, then removed from the URL.
  const [fromUrl] = useState(readUrlParams);
  const [chosen, setChosen] = useState<string | null>(initialTab ?? fromUrl.tab);
  const [paymentSuccess, setPaymentSuccess] = useState(fromUrl.payment === 'success');
  const [autoRechargeSetup, setAutoRechargeSetup] = useState(setupResultOf(fromUrl.autoRecharge));

  // Consumed once the tabs show: a page hydrated before the session is known may yet be left for
  // the sign-in page, which must carry the address on (`next`) as it was.
  const shown = access.status === 'ready';
  useEffect(() => {
    if (!shown || !CONSUMED.some((name) => new URL(window.location.href).searchParams.has(name))) return;
    // In a task of its own: the host's router re-renders everything that follows the location
    // (in a blocking render), which need not lengthen the task that shows the page. The address is
    // read when that task runs: what the page changed in it meanwhile (the Security tab taking a
    // refused link's error off the hash) stays changed.
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      for (const name of CONSUMED) url.searchParams.delete(name);
      rewriteAddress({ search: url.search });
    }, 0);
    return () => clearTimeout(timer);
  }, [shown]);

  const visible = visibleAccountTabs(access.record, Boolean(useDashboard().authClient));
  const selected = resolveAccountTab(chosen, visible);
  // The subscription panel opens from a locked item even when the tab bar does not list it.
  const listed: AccountTab[] = visible.includes(selected) ? visible : [...visible, selected];

  return {
    access,
    tabs: listed,
    selected,
    select: (tab: AccountTab) => {
      setChosen(tab);
      // The payment banner clears on tab change, and so does the auto-recharge set-up's.
      if (tab !== selected) {
        setPaymentSuccess(false);
        setAutoRechargeSetup(undefined);
      }
    },
    paymentSuccess: paymentSuccess && selected === 'credits',
    /** The Add Credits quick link lands here with the credits modal open. */
    openCreditsModal: fromUrl.add === 'credits' && selected === 'credits',
    dismissPayment: () => setPaymentSuccess(false),
    autoRechargeSetup: selected === 'credits' ? autoRechargeSetup : undefined,
    dismissAutoRechargeSetup: () => setAutoRechargeSetup(undefined),
  };
}
