import { ComingSoonScreen } from 'dashboard-kit';

/** Pages whose content the spec does not show; each still sits behind its access rule. */
export function PlaceholderPage({ name }: { name: string }) {
  return <ComingSoonScreen page={name} />;
}
