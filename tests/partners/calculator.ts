import { expect, type Page } from '@playwright/test';

/** Changes the runs per day in the embedded calculator and expects the monthly tokens to follow. */
export async function expectCalculatorAnswers(page: Page): Promise<void> {
  const calculator = page.getByRole('region', { name: 'Token calculator' });
  const monthlyTokens = calculator.locator('dt', { hasText: 'Monthly tokens' }).locator('+ dd');
  const before = await monthlyTokens.textContent();
  await calculator.getByLabel('Runs per day').fill('8');
  await expect(monthlyTokens).not.toHaveText(before ?? '');
}
