import type { DashboardErrorCode } from '../api/errors';

/** Where a form shows a problem: each field's text, or the form's alert. At most one of them is set. */
export interface PlacedProblem<Field extends string> {
  fields: Partial<Record<Field, string>>;
  alert: string | undefined;
}

/**
 * Where a form shows its problem's text: under the field the problem is about (`fieldOf`, by the
 * error's code), else in the form's alert. The one way every form of the kit places a problem.
 */
export function placeProblem<Field extends string>(
  problem: DashboardErrorCode | undefined,
  text: string | undefined,
  fieldOf: Partial<Record<DashboardErrorCode, Field>>,
): PlacedProblem<Field> {
  const field = problem ? fieldOf[problem] : undefined;
  if (!text) return { fields: {}, alert: undefined };
  return field ? { fields: { [field]: text } as Partial<Record<Field, string>>, alert: undefined } : { fields: {}, alert: text };
}
