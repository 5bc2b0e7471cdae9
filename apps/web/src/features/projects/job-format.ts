import type { SalaryRange } from '@hirelane/domain/projects/job.schema';
import { SALARY_PERIOD_LABELS } from './option-labels';

const money = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount.toLocaleString('en-US')} ${currency}`;
  }
};

/** "$80,000 – $100,000 per year", "From €50,000 per year", "Up to …"; null without amounts. */
export const formatSalary = (salary: SalaryRange | null): string | null => {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const period = SALARY_PERIOD_LABELS[salary.period];
  if (salary.min !== null && salary.max !== null) {
    return `${money(salary.min, salary.currency)} – ${money(salary.max, salary.currency)} ${period}`;
  }
  if (salary.min !== null) return `From ${money(salary.min, salary.currency)} ${period}`;
  return `Up to ${money(salary.max ?? 0, salary.currency)} ${period}`;
};
