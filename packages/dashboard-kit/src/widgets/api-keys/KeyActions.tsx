import { styled } from 'styled-components';
import type { ApiKey } from '../../api/schemas/api-keys';
import { keyRequestsPath } from '../../access/app-paths';
import { useDashboard } from '../../context/context';
import { keyStatus } from '../../data/api-keys/key-status.logic';
import { useRequestLogOffered } from '../../data/requests/request-log-offered';
import { keyCapsEn, keysEn } from '../../i18n/en/keys';
import { fill } from '../../i18n/fill';
import { IconButton } from '../../ui/IconButton';
import { LineIcon, MORE_ICON } from '../../ui/LineIcon';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton';
import { useMessages } from '../../ui/useMessages';
import { DeleteControl } from './DeleteControl';
import type { KeyDeletion } from './useKeyDeletion';

/** What a key's row can do, as the list's owner handles it. */
export interface KeyRowCallbacks {
  /** Deleting in two steps, and where focus goes after (useKeyDeletion). */
  deletion: KeyDeletion;
  /** Opens the roll dialog for a key. */
  onRoll: (keyId: string) => void;
  /** Opens the spend cap dialog for a key. */
  onSetCap: (keyId: string) => void;
  /** The user's role may not change keys (an organisation's viewer or billing member): no actions. */
  readOnly?: boolean;
}

interface KeyActionsProps extends KeyRowCallbacks {
  apiKey: ApiKey;
  /** The API rolls keys (the proposed API, which the last-use field announces). */
  canRoll: boolean;
  spendCaps: boolean;
}

/** The row menu's button: as tall as a line of the table, quiet until hovered. */
const MoreButton = styled(IconButton)`
  width: 32px;
  height: 32px;
  border-color: transparent;
  background: transparent;
`;

/**
 * A key's actions. Where it has more than Delete (roll, spend cap), they sit in a row menu, so
 * a row stays one line; Delete keeps its two steps: chosen in the menu, it turns the row's
 * button into 'Confirm?' with its cancel X. A key with Delete alone shows it in place.
 */
export function KeyActions({ apiKey, deletion, onRoll, onSetCap, canRoll, spendCaps, readOnly = false }: KeyActionsProps) {
  const { locale, config, navigate } = useDashboard();
  const caps = useMessages('keyCaps', keyCapsEn);
  const t = useMessages('keys', keysEn);
  const logOffered = useRequestLogOffered() === true;
  const busy = deletion.deletingId !== null;
  // An expired or inactive key is refused whatever its cap or secret: only delete applies.
  const active = keyStatus(apiKey, new Date()) === 'active';
  const deleteState = deletion.deletingId === apiKey.id ? 'deleting' : deletion.pendingDelete === apiKey.id ? 'pending' : 'idle';
  const viewRequests: MenuEntry[] = logOffered ? [{ id: 'requests', label: t.viewRequests, run: () => navigate(keyRequestsPath(config.paths, apiKey.id)) }] : [];
  const others: MenuEntry[] = [
    // Rolling needs the proposed API, which the last-use field announces; a key
    // rolled already rolls no further (its replacement does).
    ...(canRoll && active && !apiKey.replaced_by ? [{ id: 'roll', label: t.roll, run: () => onRoll(apiKey.id) }] : []),
    ...(spendCaps && active ? [{ id: 'cap', label: caps.setCap, run: () => onSetCap(apiKey.id) }] : []),
    // The request log filtered to this key, any key's, where the API keeps a log.
    ...viewRequests,
  ];
  const label = fill(t.actionsFor, { name: apiKey.name }, locale);
  // A role that may not change keys reads them: the log of each, where there is one, and nothing else.
  if (readOnly) {
    return viewRequests.length === 0 ? null : (
      <MenuButton
        label={label}
        entries={viewRequests}
        renderButton={(props) => (
          <MoreButton type="button" aria-label={label} title={label} className="dk-api-keys-menu" {...props}>
            <LineIcon d={MORE_ICON} size={18} />
          </MoreButton>
        )}
      />
    );
  }
  if (others.length === 0 || deleteState !== 'idle') {
    return (
      <DeleteControl
        keyId={apiKey.id}
        keyName={apiKey.name}
        state={deleteState}
        disabled={busy && deletion.deletingId !== apiKey.id}
        onPress={() => deletion.pressDelete(apiKey.id)}
        onCancel={deletion.cancelDelete}
        register={deletion.registerButton}
      />
    );
  }
  return (
    <MenuButton
      label={label}
      entries={[...others, { id: 'delete', label: t.delete, run: () => deletion.pressDelete(apiKey.id), danger: true }]}
      renderButton={(props) => (
        <MoreButton ref={(element: HTMLButtonElement | null) => deletion.registerButton(apiKey.id, element)} type="button" aria-label={label} title={label} disabled={busy} className="dk-api-keys-menu" {...props}>
          <LineIcon d={MORE_ICON} size={18} />
        </MoreButton>
      )}
    />
  );
}
