import { useId } from 'react';
import { styled } from 'styled-components';
import { useAccountPermission, useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useDialogOpener } from '../../ui/dialog-opener';
import { Spinner } from '../../ui/Spinner';
import { RefreshingMark } from '../../ui/RefreshingMark';
import { Tooltip } from '../../ui/Tooltip';
import { useMediaQuery, WIDE_QUERY } from '../../ui/useMediaQuery';
import { useTableFits } from '../../ui/useTableFits';
import { Heading, Muted, WidgetColumn } from '../../ui/WidgetRoot';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeyList } from './KeyList';
import { RollKeyDialog } from './RollKeyDialog';
import { SpendCapDialog } from './SpendCapDialog';
import { StepUpBoundary } from '../../parts/step-up/StepUpBoundary';
import { useApiKeysPanel } from './useApiKeysPanel';
import { NEW_KEY_BUTTON } from './useKeyDeletion';
import { useFormatCents } from '../../ui/useFormatCents';
import { useTimezone } from '../../time/TimezoneProvider';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { fill } from '../../i18n/fill';
import type { RegionLabelProps } from '../../ui/region-label';
import { keyCapsEn, keysEn } from '../../i18n/en/keys';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { roleRefusalsEn } from '../../i18n/en/role-refusals';
import { tokenList } from '../../ui/token-list';

export interface ApiKeysPanelProps extends RegionLabelProps {
  className?: string;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colorTextMuted};
`;

const LimitHint = styled.span`
  color: ${({ theme }) => theme.colorDanger};
  font-weight: 600;
`;

/**
 * API Keys page: list, create and delete the user's API keys. Works
 * embedded with nothing but `DashboardProvider` around it.
 * @example <DashboardProvider config={config} auth={auth}><ApiKeysPanel /></DashboardProvider>
 */
export function ApiKeysPanel(props: ApiKeysPanelProps) {
  return (
    <StepUpBoundary>
      <KeysRegion {...props} />
    </StepUpBoundary>
  );
}

/** The panel itself, inside the step-up boundary its key actions ask through. */
function KeysRegion({ className, 'aria-label': label }: ApiKeysPanelProps) {
  const id = useId();
  const { locale } = useDashboard();
  const t = useMessages('keys', keysEn);
  const errorText = useErrorText();
  const caps = useMessages('keyCaps', keyCapsEn);
  const money = useFormatCents();
  const { formatDateTime } = useTimezone();
  const panel = useApiKeysPanel((name) => fill(t.deleted, { name }, locale));
  const { table, deletion } = panel;
  // In an organisation, keys are changed by the roles that may (the API refuses the others): the rest read them.
  const write = useAccountPermission('keys:write');
  const refusals = useMessages('roleRefusals', roleRefusalsEn);
  // Why Create is refused: the role (once known), else the limit. While the account is still
  // looked up the form opens (a press from the first paint is answered), and the API refuses
  // a key the role or the limit does not allow.
  const reason = !write.allowed ? (write.role === null ? null : refusals['keys:write']) : table.canCreate ? null : t.limitReached;
  const canCreate = reason === null;
  const wide = useMediaQuery(WIDE_QUERY);
  // Cards on a narrow screen, and wherever the table's one line per key does not fit (its columns, the language).
  const { fits, containerRef, tableRef } = useTableFits([table.keys, table.spend, table.spendCaps, locale]);

  // The form opens as HTML from the first paint (the press is answered before the app has started).
  const createDialogId = `${id}-create`;
  const openCreate = () => panel.openDialog({ kind: 'create' });
  const createOpener = useDialogOpener(createDialogId);
  const newKeyButton = (
    <Button
      ref={(element) => deletion.registerButton(NEW_KEY_BUTTON, element)}
      {...(canCreate ? createOpener : null)}
      onClick={() => (canCreate ? openCreate() : undefined)}
      aria-disabled={!canCreate || undefined}
      aria-describedby={reason === null ? undefined : `${id}-limit`}
    >
      {t.newKey}
    </Button>
  );

  return (
    <WidgetColumn $gap={20} className={tokenList('dk-api-keys', className)} as="section" aria-label={label} aria-labelledby={label ? undefined : `${id}-title`}>
      <div>
        <Heading id={`${id}-title`}>{t.title}</Heading>
        <Muted>{t.description}</Muted>
      </div>
      <Toolbar>
        {/* At the limit the button stays focusable (aria-disabled) so its tooltip can be read. */}
        <Tooltip content={reason ?? ''} enabled={reason !== null}>
          {newKeyButton}
        </Tooltip>
        {/* Counted once the list is known: never a "0/20" before it. */}
        {table.isLoading ? null : <Count>{fill(t.count, { count: table.activeCount, limit: table.limit }, locale)}</Count>}
        {reason === null ? null : <LimitHint id={`${id}-limit`}>{reason}</LimitHint>}
        <RefreshingMark refreshing={table.refreshing} />
      </Toolbar>
      {panel.alert ? (
        <Alert tone="error" onDismiss={panel.dismissAlert}>
          {errorText(panel.alert.error, t.unknownError).text}
        </Alert>
      ) : null}
      {table.isLoading ? (
        <Spinner label={t.loading} centered />
      ) : table.keys.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <div ref={containerRef}>
          <KeyList
            keys={table.keys}
            spend={table.spend}
            spendCaps={table.spendCaps}
            layout={wide && fits ? 'table' : 'cards'}
            tableRef={tableRef}
            deletion={deletion}
            readOnly={!write.allowed}
            onRoll={(keyId) => panel.openDialog({ kind: 'roll', keyId })}
            onSetCap={(keyId) => panel.openDialog({ kind: 'cap', keyId })}
          />
        </div>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {panel.announcement}
      </VisuallyHidden>
      <CreateKeyDialog
        open={panel.dialog?.kind === 'create'}
        openedByPage={{ id: createDialogId, onOpened: openCreate }}
        spendCaps={table.spendCaps}
        onClose={panel.closeDialog}
        onCreated={panel.showCreated}
        onFailed={panel.fail}
      />
      <RollKeyDialog
        apiKey={panel.rollTarget}
        onClose={panel.closeDialog}
        onRolled={({ previous, ...key }, graceHours) => {
          panel.showCreated(key);
          const when = previous.expires_at && graceHours > 0 ? formatDateTime(previous.expires_at) : t.rolledNow;
          panel.succeed(fill(t.rolled, { name: key.name, when }, locale));
        }}
        onFailed={panel.fail}
      />
      <SpendCapDialog
        apiKey={panel.capTarget}
        onClose={panel.closeDialog}
        onSaved={(key, capCents) => panel.succeed(capCents === null ? fill(caps.capRemoved, { name: key.name }, locale) : fill(caps.capSet, { name: key.name, cap: money(capCents) }, locale))}
        onFailed={panel.fail}
      />
      <CreatedKeyDialog apiKey={panel.created} onClose={panel.closeCreated} />
    </WidgetColumn>
  );
}
