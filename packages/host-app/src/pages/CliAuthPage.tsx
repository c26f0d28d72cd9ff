import { CliAuthPanel } from 'dashboard-kit';

export function CliAuthPage() {
  return <CliAuthPanel />;
}
