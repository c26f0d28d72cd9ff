import type { ErrorSectionTexts } from '../api/error-text';
import { DashboardError, type DashboardErrorCode } from '../api/errors';
import { placeProblem, type PlacedProblem } from './place-problem.logic';
import { useErrorText } from './useErrorText';

/**
 * A form's problem in words (its section's, `english`), placed under the field it is about, else
 * in the form's alert.
 * @example const { fields, alert } = usePlacedProblem(save.error, { slugTaken: 'slug' }, { organizations: t });
 */
export function usePlacedProblem<Field extends string>(
  problem: unknown,
  fieldOf: Partial<Record<DashboardErrorCode, Field>>,
  english: ErrorSectionTexts,
): PlacedProblem<Field> {
  const errorText = useErrorText(english);
  const code = problem instanceof DashboardError ? problem.code : undefined;
  return placeProblem(code, problem ? errorText(problem).text : undefined, fieldOf);
}
