import { LineIcon } from '../../ui/LineIcon';
import type { AccountTab } from './account.logic';

const PATHS: Record<AccountTab, string> = {
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  preferences: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  security: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  credits: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3 6h-4.5a1.5 1.5 0 0 0 0 3h3a1.5 1.5 0 0 1 0 3H9m3-9v1.5m0 9V18',
  pricing: 'M3 12V4h8l9 9-8 8-9-9Zm4-5h.01',
  subscription: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-12a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01',
};

/** A small line icon per account tab (decorative: the label says it). */
export function TabIcon({ tab }: { tab: AccountTab }) {
  return <LineIcon d={PATHS[tab]} />;
}
