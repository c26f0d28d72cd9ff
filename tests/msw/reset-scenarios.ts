import { folderRequests } from './file-tree';
import { keyStore } from './key-store';
import { resetKeyCaps } from './key-cap-scenarios';
import { liveTail } from './request-log-scenarios';
import { deleteHold, resetAlertThreshold, spendHold } from './scenarios';
import { resetAutoRecharge } from './spend-scenarios';

/**
 * Puts back what the scenarios keep between requests (keys made or deleted, an alert, auto
 * recharge, caps, the live tail, held requests, the folders asked for), so each test or story
 * starts from the scenario as written, not from what the one before left.
 */
export function resetScenarios(): void {
  keyStore.reset();
  resetAlertThreshold();
  resetAutoRecharge();
  resetKeyCaps();
  liveTail.reset();
  deleteHold.reset();
  spendHold.reset();
  folderRequests.length = 0;
}
