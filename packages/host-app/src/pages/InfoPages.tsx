import { ComingSoonScreen, LegalScreen, NotFoundScreen, OverviewScreen } from 'dashboard-kit';

/** The light shell pages, one chunk: the overview is where most sessions start. */
export function OverviewPage() {
  return <OverviewScreen />;
}

export function LegalPage() {
  return <LegalScreen />;
}

export function NotFoundPage() {
  return <NotFoundScreen />;
}

/** Pages whose content the spec does not show; each still sits behind its access rule. */
export function PlaceholderPage({ name }: { name: string }) {
  return <ComingSoonScreen page={name} />;
}
