import { useState } from 'react';
import type { CreatedApiKey } from '../../api/schemas/api-keys';
import { useKeyDeletion } from './useKeyDeletion';
import { useKeyTable } from './useKeyTable';

/** Which of the panel's dialogs is open: New API Key, or rolling or capping one key. */
export type KeyDialog = { kind: 'create' } | { kind: 'roll' | 'cap'; keyId: string } | null;

/**
 * The API keys panel's state: the keys, which dialog is open, the key whose secret shows once,
 * the failure the red alert words, and what was last announced. Each dialog sends its own change
 * and reports back; the view makes every text.
 * @param deleted Words for a deleted key, announced to screen readers.
 */
export function useApiKeysPanel(deleted: (name: string) => string) {
  const table = useKeyTable();
  const [dialog, setDialog] = useState<KeyDialog>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // What failed, as thrown (the view words it); boxed, so even a thrown undefined shows.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** A change succeeded: the alert goes, and screen readers hear what happened. */
  const done = (said: string) => {
    setFailure(null);
    setAnnouncement(said);
  };
  const deletion = useKeyDeletion(table.keys, { onDeleted: (name) => done(deleted(name)), onFailed: (error) => setFailure({ error }) });
  const targetOf = (kind: 'roll' | 'cap') => (dialog?.kind === kind ? (table.keys.find((key) => key.id === dialog.keyId) ?? null) : null);

  return {
    table,
    deletion,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    rollTarget: targetOf('roll'),
    capTarget: targetOf('cap'),
    /** A new or rolled key: its secret shows once, then only `created` held it. */
    created,
    showCreated: (key: CreatedApiKey) => {
      setDialog(null);
      setFailure(null);
      setCreated(key);
    },
    closeCreated: () => setCreated(null),
    /** The failure the red alert words: an action's, else the list's. */
    alert: failure ?? table.loadError,
    /** A change failed: its dialog closes and the alert says why. */
    fail: (error: unknown) => {
      setDialog(null);
      setFailure({ error });
    },
    dismissAlert: () => {
      setFailure(null);
      table.dismissLoadError();
    },
    announcement,
    /** A change that leaves no dialog open succeeded: its dialog closes, screen readers hear `said`. */
    succeed: (said: string) => {
      setDialog(null);
      done(said);
    },
  };
}

export type ApiKeysPanelState = ReturnType<typeof useApiKeysPanel>;
