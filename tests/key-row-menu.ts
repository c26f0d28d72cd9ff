import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a key's row menu ("Actions for …") and chooses an action in it, as a user does. */
export async function chooseKeyAction(user: UserEvent, keyName: string, action: 'Roll' | 'Spend cap' | 'View requests' | 'Delete'): Promise<void> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${keyName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
