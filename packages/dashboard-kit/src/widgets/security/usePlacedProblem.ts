import { DashboardError } from '../../api/errors';
import { useErrorText } from '../../ui/useErrorText';
import { placeProblem, type SecurityProblem } from './security.logic';

/** A form's problem in words, placed under the field it is about, else in the form's alert. */
export function usePlacedProblem<Field extends string>(problem: Error | undefined, fieldOf: Partial<Record<SecurityProblem, Field>>) {
  const errorText = useErrorText();
  const code = problem instanceof DashboardError ? problem.code : undefined;
  return placeProblem(code, problem ? errorText(problem).text : undefined, fieldOf);
}
