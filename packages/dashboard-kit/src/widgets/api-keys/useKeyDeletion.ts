import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiKey } from '../../api/schemas/api-keys';
import { useDeleteApiKey } from '../../data/api-keys/api-key-delete-mutation';
import { focusTargetAfterDelete } from './apiKeys.logic';

/** The panel's New API Key button, where focus goes once the last key is deleted. */
export const NEW_KEY_BUTTON = 'new-key';

export interface KeyDeletionEvents {
  onDeleted: (name: string) => void;
  onFailed: (error: unknown) => void;
}

/**
 * Deleting a key in two steps (the first press asks Confirm?, the second deletes) and where focus
 * goes after: the next key's button, else the previous one's, else New API Key.
 */
export function useKeyDeletion(keys: readonly ApiKey[], { onDeleted, onFailed }: KeyDeletionEvents) {
  const remove = useDeleteApiKey();
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // Move focus once the element it should go to exists (after a deletion, the list refetches first).
  useEffect(() => {
    if (!focusTarget) return;
    const element = buttons.current.get(focusTarget);
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  }, [focusTarget, keys]);

  const registerButton = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  }, []);

  const pressDelete = (id: string) => {
    if (pendingDelete !== id) {
      setPendingDelete(id);
      // Chosen in a row menu, Delete becomes the row's 'Confirm?' button: focus goes there.
      setFocusTarget(id);
      return;
    }
    const ids = keys.map((key) => key.id);
    const name = keys.find((key) => key.id === id)?.name ?? '';
    remove.mutate(id, {
      onSuccess: () => {
        onDeleted(name);
        setFocusTarget(focusTargetAfterDelete(ids, id) ?? NEW_KEY_BUTTON);
      },
      onError: onFailed,
      onSettled: () => setPendingDelete(null),
    });
  };

  const cancelDelete = () => {
    const id = pendingDelete;
    setPendingDelete(null);
    if (id) setFocusTarget(id);
  };

  return {
    pendingDelete,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
    pressDelete,
    cancelDelete,
    registerButton,
  };
}

export type KeyDeletion = ReturnType<typeof useKeyDeletion>;
