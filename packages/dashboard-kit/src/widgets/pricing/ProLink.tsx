import { styled } from 'styled-components';
import type { Permission } from '../../access/policy';
import { hasPermission } from '../../access/policy';
import { subscriptionPath } from '../../access/app-paths';
import type { AccessResult } from '../../data/access/access-query';
import { useDashboard } from '../../context/context';
import { AppLink } from '../../ui/AppLink';
import { Badge } from '../../ui/Badge';
import { pricingEn } from '../../i18n/en/pricing';
import { useMessages } from '../../ui/useMessages';

const Link = styled(AppLink)`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  color: ${({ theme }) => theme.colorPrimary};
  font-weight: 600;
`;

/**
 * A link to a restricted page: with the permission it goes there; without, it carries a
 * Pro badge and points to the subscription tab. The access
 * comes from the widget (one useAccess for its every link, 20 on the models tab).
 */
export function ProLink({ to, permission, access, children }: { to: string; permission: Permission; access: AccessResult; children: string }) {
  const { config } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  const allowed = access.status === 'ready' && hasPermission(access.record, permission);
  const target = allowed ? to : subscriptionPath(config.paths);
  return (
    <Link to={target}>
      {children}
      {allowed ? null : <Badge $tone="warning">{t.pro}</Badge>}
    </Link>
  );
}
