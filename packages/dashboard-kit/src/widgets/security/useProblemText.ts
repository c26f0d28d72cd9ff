import { useDashboard } from '../../context/context';
import { securityEn } from '../../i18n/en/security';
import { useMessages } from '../../ui/useMessages';
import type { SecurityProblem } from './security.logic';

/** A security section's problem as the user reads it: its own text, or, for a declined code, what the code was for. */
export function useProblemText(): (problem: SecurityProblem | undefined) => string | undefined {
  const t = useMessages('security', securityEn);
  const { messages } = useDashboard();
  return (problem) => (problem === 'STEP_UP_REQUIRED' ? messages.apiErrors.STEP_UP_REQUIRED : problem ? t[problem] : undefined);
}
