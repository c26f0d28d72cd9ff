import { useId } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Tooltip } from '../../ui/Tooltip';
import { useMediaQuery, WIDE_QUERY } from '../../ui/useMediaQuery';
import { useTableFits } from '../../ui/useTableFits';
import { Heading, Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeyList } from './KeyList';
import { RollKeyDialog } from './RollKeyDialog';
import { SpendCapDialog } from './SpendCapDialog';
import { StepUpBoundary } from '../../parts/step-up/StepUpBoundary';
import { useApiKeysPanel } from './useApiKeysPanel';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { fill } from '../../i18n/fill';
import type { RegionLabelProps } from '../../ui/region-label';
import { keysEn } from '../../i18n/en/keys';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';

export interface ApiKeysPanelProps extends RegionLabelProps {
  className?: string;
}

const Root = styled(WidgetRoot)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
`;

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
  const panel = useApiKeysPanel();
  const wide = useMediaQuery(WIDE_QUERY);
  // Cards on a narrow screen, and wherever the table's one line per key does not fit (its columns, the language).
  const { fits, containerRef, tableRef } = useTableFits([panel.keys, panel.spend, panel.spendCaps, locale]);

  const newKeyButton = (
    <Button
      ref={(element) => panel.registerButton(panel.newKeyButtonId, element)}
      onClick={() => (panel.canCreate ? panel.openCreate() : undefined)}
      aria-disabled={!panel.canCreate || undefined}
      aria-describedby={panel.canCreate ? undefined : `${id}-limit`}
    >
      {t.newKey}
    </Button>
  );

  return (
    <Root className={['dk-api-keys', className].filter(Boolean).join(' ')} as="section" aria-label={label} aria-labelledby={label ? undefined : `${id}-title`}>
      <div>
        <Heading id={`${id}-title`}>{t.title}</Heading>
        <Muted>{t.description}</Muted>
      </div>
      <Toolbar>
        {/* At the limit the button stays focusable (aria-disabled) so its tooltip can be read. */}
        <Tooltip content={t.limitReached} enabled={!panel.canCreate}>
          {newKeyButton}
        </Tooltip>
        <Count>{fill(t.count, { count: panel.activeCount, limit: panel.limit }, locale)}</Count>
        {panel.canCreate ? null : <LimitHint id={`${id}-limit`}>{t.limitReached}</LimitHint>}
      </Toolbar>
      {panel.alert ? (
        <Alert tone="error" onDismiss={panel.dismissAlert}>
          {errorText(panel.alert.error, t.unknownError).text}
        </Alert>
      ) : null}
      {panel.isLoading ? (
        <Spinner label={t.loading} centered />
      ) : panel.keys.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <div ref={containerRef}>
          <KeyList keys={panel.keys} spend={panel.spend} spendCaps={panel.spendCaps} actions={panel} layout={wide && fits ? 'table' : 'cards'} tableRef={tableRef} />
        </div>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {panel.announcement}
      </VisuallyHidden>
      <CreateKeyDialog
        open={panel.createOpen}
        creating={panel.creating}
        spendCaps={panel.spendCaps}
        onClose={panel.closeCreate}
        onSubmit={(form, capCents) => void panel.submitCreate(form, capCents)}
      />
      <RollKeyDialog apiKey={panel.rollTarget} rolling={panel.rolling} onClose={panel.closeRoll} onSubmit={(grace) => void panel.submitRoll(grace)} />
      <SpendCapDialog apiKey={panel.capTarget} saving={panel.savingCap} onClose={panel.closeCap} onSubmit={(capCents) => void panel.submitCap(capCents)} />
      <CreatedKeyDialog apiKey={panel.created} onClose={panel.closeCreated} />
    </Root>
  );
}
