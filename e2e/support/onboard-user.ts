import { expect, type Page } from '@playwright/test';

export type OnboardingDetails = {
  firstName: string;
  lastName: string;
  company: string;
  /** One of JOB_ROLES from @hirelane/domain/onboarding/onboarding.schema. */
  role: string;
};

export const ONBOARDING_DEFAULTS: OnboardingDetails = {
  firstName: 'Robin',
  lastName: 'Recruiter',
  company: 'Acme Talent',
  role: 'Recruiter',
};

/**
 * Completes the first-run flow from /app/welcome: fills the welcome form,
 * starts the free trial on /app/upgrade?source=onboarding and waits for /app.
 */
export const completeOnboarding = async (
  page: Page,
  details: Partial<OnboardingDetails> = {},
): Promise<void> => {
  const { firstName, lastName, company, role } = { ...ONBOARDING_DEFAULTS, ...details };
  await expect(page).toHaveURL(/\/app\/welcome(\?|$)/);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/upgrade\?source=onboarding$/);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/app$/);
};
