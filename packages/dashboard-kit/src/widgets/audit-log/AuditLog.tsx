import { useId } from 'react';
import { styled } from 'styled-components';
import { AUDIT_ACTIONS, type AuditAction } from '../../data/organizations/audit-filters';
import { auditLogEn } from '../../i18n/en/organizations';
import { roleRefusalsEn } from '../../i18n/en/role-refusals';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardStack, FilterGrid, Paragraph } from '../../ui/layout';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDashboard } from '../../context/context';
import { formatListDateTime } from '../../time/format';
import { useTimezone } from '../../time/TimezoneProvider';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { Heading, Muted, WidgetColumn } from '../../ui/WidgetRoot';
import { UntrustedText } from '../../ui/UntrustedText';
import { OrgTable } from '../../ui/table';
import { changeLines } from './auditLog.logic';
import { useAuditLogView } from './useAuditLogView';
import { tokenList } from '../../ui/token-list';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  white-space: nowrap;
`;

export interface AuditLogProps {
  className?: string;
}


/**
 * The active account's audit log: every change to its keys, money, members and security, with
 * who made it, when, from where, and what changed; filtered by event, actor and days (kept in the
 * address), exported as CSV, kept a year. An organisation's is read by its owners and admins; the
 * personal account's by its holder.
 * @example <DashboardProvider config={config} auth={auth}><AuditLog /></DashboardProvider>
 */
export function AuditLog({ className }: AuditLogProps) {
  const t = useMessages('auditLog', auditLogEn);
  const refusals = useMessages('roleRefusals', roleRefusalsEn);
  const errorText = useErrorText();
  const view = useAuditLogView();
  const id = useId();
  const { timezone, formatDateTime } = useTimezone();
  const { locale } = useDashboard();
  const { filters, log } = view;
  // The actor chosen stays in the list even when no event of theirs is loaded.
  const actors = filters.actor && !view.actors.some((actor) => actor.id === filters.actor) ? [...view.actors, { id: filters.actor, email: filters.actor }] : view.actors;
  let body;
  if (view.organization === undefined || (log.isPending && view.allowed)) body = <Spinner label={t.loading} centered />;
  else if (!view.allowed) body = <Alert tone="info">{refusals['audit:read']}</Alert>;
  else if (log.isError) body = <Alert tone="error" title={t.failed}>{errorText(log.error, t.failed).text}</Alert>;
  else if (!view.offered) body = <Paragraph>{t.notOffered}</Paragraph>;
  else if (view.events.length === 0) body = <Paragraph>{t.empty}</Paragraph>;
  else
    body = (
      <>
        <ScrollRegion label={t.title}>
          <OrgTable>
            <thead>
              <tr>
                <th scope="col">{t.columnTime}</th>
                <th scope="col">{t.columnEvent}</th>
                <th scope="col">{t.columnActor}</th>
                <th scope="col">{t.columnTarget}</th>
                <th scope="col">{t.columnChange}</th>
                <th scope="col">{t.columnAddress}</th>
              </tr>
            </thead>
            <tbody>
              {view.events.map((event) => (
                <tr key={event.id}>
                  <td>
                    <Time dateTime={event.at} title={formatDateTime(event.at)}>
                      {formatListDateTime(event.at, timezone, locale)}
                    </Time>
                  </td>
                  <th scope="row">{(t as Record<string, string>)[event.action] ?? event.action}</th>
                  <td>{event.actor ? <UntrustedText>{event.actor.email ?? event.actor.id}</UntrustedText> : <Muted as="span">{t.system}</Muted>}</td>
                  <td>{event.target ? <UntrustedText>{event.target.label ?? event.target.id ?? ''}</UntrustedText> : '–'}</td>
                  <td>
                    <Changes>
                      {changeLines(event).map((line) => (
                        <li key={line}>
                          <UntrustedText>{line}</UntrustedText>
                        </li>
                      ))}
                    </Changes>
                  </td>
                  <td>{event.client_address ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </OrgTable>
        </ScrollRegion>
        {log.hasNextPage ? (
          <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} aria-busy={log.isFetchingNextPage || undefined}>
            {t.loadMore}
          </Button>
        ) : null}
      </>
    );
  return (
    <WidgetColumn className={tokenList('dk-audit-log', className)} as="section" aria-labelledby={`${id}-title`}>
      <div>
        <Heading id={`${id}-title`}>{t.title}</Heading>
        <Muted>{view.organization === null ? t.personalIntro : t.intro}</Muted>
      </div>
      <CardStack $gap={16}>
        {view.allowed ? (
          <>
            <FilterGrid>
              <SelectField
                label={t.filterAction}
                value={filters.action ?? ''}
                options={[{ value: '', label: t.allActions }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: (t as Record<string, string>)[action] ?? action }))]}
                onChange={(event) => view.setFilters({ ...filters, action: (event.target.value || null) as AuditAction | null })}
              />
              <SelectField
                label={t.filterActor}
                value={filters.actor ?? ''}
                options={[{ value: '', label: t.allActors }, ...actors.map((actor) => ({ value: actor.id, label: actor.email }))]}
                onChange={(event) => view.setFilters({ ...filters, actor: event.target.value || null })}
              />
              <TextField label={t.filterFrom} type="date" value={filters.from ?? ''} onChange={(event) => view.setFilters({ ...filters, from: event.target.value || null })} />
              <TextField label={t.filterTo} type="date" value={filters.to ?? ''} onChange={(event) => view.setFilters({ ...filters, to: event.target.value || null })} />
            </FilterGrid>
            <Bar>
              {view.filtered ? (
                <Button variant="ghost" onClick={view.clearFilters}>
                  {t.clearFilters}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={view.exportCsv} disabled={view.exporting || !view.offered} aria-busy={view.exporting || undefined}>
                {view.exporting ? t.exporting : t.export}
              </Button>
            </Bar>
            {view.exportError ? <Alert tone="error">{errorText(view.exportError).text}</Alert> : null}
          </>
        ) : null}
        {body}
      </CardStack>
    </WidgetColumn>
  );
}
