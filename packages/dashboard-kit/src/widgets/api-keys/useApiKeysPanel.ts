import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_ACTIVE_KEY_LIMIT, type CreatedApiKey, type RollGraceHours } from '../../api/schemas/api-keys';
import { useCreateApiKey } from '../../data/api-keys/api-key-create-mutation';
import { useRollApiKey } from '../../data/api-keys/api-key-roll-mutation';
import { useTimezone } from '../../time/TimezoneProvider';
import { useDeleteApiKey } from '../../data/api-keys/api-key-delete-mutation';
import { useApiKeys } from '../../data/api-keys/api-keys-query';
import { useSetApiKeySpendCap } from '../../data/api-keys/api-key-spend-cap-mutation';
import { useCreditSpendByKey } from '../../data/billing/spend-by-key-query';
import { keyCapsEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';
import { SPEND_WAIT_MS, spendByKey } from './keySpend.logic';
import { useBriefWait } from '../../ui/useBriefWait';
import { useDashboard, useSession } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { activeKeyCount, canCreateKey, expiresAtFor, focusTargetAfterDelete, type KeyForm } from './apiKeys.logic';
import { fill } from '../../i18n/fill';
import { keysEn } from '../../i18n/en/keys';

const NEW_KEY_BUTTON = 'new-key';

/** The API keys panel's data and UI state; the view only renders what this returns. */
export function useApiKeysPanel() {
  const { locale } = useDashboard();
  const money = useFormatCents();
  const t = useMessages('keys', keysEn);
  const caps = useMessages('keyCaps', keyCapsEn);
  const session = useSession();
  const query = useApiKeys();
  const usage = useCreditSpendByKey();
  // The list waits briefly for the spend, so its column does not shift a table already shown.
  const waitingForSpend = useBriefWait(usage.isLoading, SPEND_WAIT_MS);
  const create = useCreateApiKey();
  const remove = useDeleteApiKey();
  const roll = useRollApiKey();
  const setCap = useSetApiKeySpendCap();
  const [capId, setCapId] = useState<string | null>(null);
  const { formatDateTime } = useTimezone();
  const [rollingId, setRollingId] = useState<string | null>(null);

  // What failed, as thrown (the view words it); boxed, so even a thrown undefined shows.
  const [actionError, setActionError] = useState<{ error: unknown } | null>(null);
  const [dismissedListError, setDismissedListError] = useState<unknown>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const keys = query.data?.keys ?? [];
  // Each key's 30-day spend, only where the API tells it (no empty column).
  const spend = useMemo(() => (usage.data ? spendByKey(usage.data) : undefined), [usage.data]);
  const limit = query.data?.activeKeyLimit ?? DEFAULT_ACTIVE_KEY_LIMIT;
  const spendCaps = query.data?.spendCaps ?? false;
  const activeCount = activeKeyCount(keys, new Date());
  const listError = query.isError && query.error !== dismissedListError ? { error: query.error } : null;

  // Move focus once the element it should go to exists (after a deletion, the list refetches first).
  useEffect(() => {
    if (!focusTarget) return;
    const element = buttons.current.get(focusTarget);
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  }, [focusTarget, query.data]);

  const registerButton = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  }, []);

  const submitCreate = async (form: KeyForm, capCents: number | null) => {
    setActionError(null);
    try {
      const key = await create.mutateAsync({ name: form.name.trim(), expires_at: expiresAtFor(form.hasExpiration, form.expiresAt), monthly_spend_cap_cents: capCents });
      // The secret lives only in `created` from here: the mutation (and its cached answer) lets go of it.
      create.reset();
      setCreateOpen(false);
      setCreated(key);
    } catch (error) {
      setCreateOpen(false);
      setActionError({ error });
    }
  };

  /** The new key's secret shows once, in the same dialog as a new key's. */
  const submitRoll = async (graceHours: RollGraceHours) => {
    const id = rollingId;
    if (!id) return;
    setActionError(null);
    try {
      const { previous, ...key } = await roll.mutateAsync({ id, graceHours });
      roll.reset();
      setRollingId(null);
      setCreated(key);
      setAnnouncement(fill(t.rolled, { name: key.name, when: previous.expires_at && graceHours > 0 ? formatDateTime(previous.expires_at) : t.rolledNow }, locale));
    } catch (error) {
      setRollingId(null);
      setActionError({ error });
    }
  };

  /** Proposed API (API-PROPOSAL.md): a key's monthly spend cap, set or cleared; the list refetches. */
  const submitCap = async (capCents: number | null) => {
    const id = capId;
    if (!id) return;
    setActionError(null);
    try {
      const key = await setCap.mutateAsync({ id, capCents });
      setCapId(null);
      const cap = capCents === null ? null : money(capCents);
      setAnnouncement(cap === null ? fill(caps.capRemoved, { name: key.name }, locale) : fill(caps.capSet, { name: key.name, cap }, locale));
    } catch (error) {
      setCapId(null);
      setActionError({ error });
    }
  };

  /** First press marks the key; the second deletes it (two-step deletion). */
  const pressDelete = async (id: string) => {
    if (pendingDelete !== id) {
      setPendingDelete(id);
      // Chosen in a row menu, Delete becomes the row's 'Confirm?' button: focus goes there.
      setFocusTarget(id);
      return;
    }
    const ids = keys.map((key) => key.id);
    const name = keys.find((key) => key.id === id)?.name ?? '';
    setActionError(null);
    try {
      await remove.mutateAsync(id);
      setAnnouncement(fill(t.deleted, { name }, locale));
      setFocusTarget(focusTargetAfterDelete(ids, id) ?? NEW_KEY_BUTTON);
    } catch (error) {
      setActionError({ error });
    } finally {
      setPendingDelete(null);
    }
  };

  const cancelDelete = () => {
    const id = pendingDelete;
    setPendingDelete(null);
    if (id) setFocusTarget(id);
  };

  return {
    keys,
    spend,
    limit,
    activeCount,
    canCreate: canCreateKey(activeCount, limit),
    // Pending covers the moment before the session is known: never flash the empty state.
    isLoading: (query.isPending || waitingForSpend) && session.status !== 'signed-out',
    /** The failure the red alert words, if any. */
    alert: actionError ?? listError,
    dismissAlert: () => {
      setActionError(null);
      if (query.isError) setDismissedListError(query.error);
    },
    createOpen,
    openCreate: () => setCreateOpen(true),
    closeCreate: () => setCreateOpen(false),
    submitCreate,
    creating: create.isPending,
    created,
    closeCreated: () => setCreated(null),
    rollTarget: keys.find((key) => key.id === rollingId) ?? null,
    openRoll: (id: string) => setRollingId(id),
    closeRoll: () => setRollingId(null),
    submitRoll,
    rolling: roll.isPending,
    spendCaps,
    capTarget: keys.find((key) => key.id === capId) ?? null,
    openCap: (id: string) => setCapId(id),
    closeCap: () => setCapId(null),
    submitCap,
    savingCap: setCap.isPending,
    pendingDelete,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
    pressDelete,
    cancelDelete,
    announcement,
    registerButton,
    newKeyButtonId: NEW_KEY_BUTTON,
  };
}

export type ApiKeysPanelState = ReturnType<typeof useApiKeysPanel>;
