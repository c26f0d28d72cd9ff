import { DashboardError } from '../../api/errors';
import { securityEn } from '../../i18n/en/security';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { placeProblem, type SecurityProblem } from './security.logic';

/** A form's problem in words, placed under the field it is about, else in the form's alert. */
export function usePlacedProblem<Field extends string>(problem: Error | undefined, fieldOf: Partial<Record<SecurityProblem, Field>>) {
  const errorText = useErrorText({ security: useMessages('security', securityEn) });
  const code = problem instanceof DashboardError ? problem.code : undefined;
  return placeProblem(code, problem ? errorText(problem).text : undefined, fieldOf);
}
