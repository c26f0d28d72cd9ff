import { ApiKeysPanel } from 'dashboard-kit';

export function ApiKeysPage() {
  return <ApiKeysPanel />;
}
