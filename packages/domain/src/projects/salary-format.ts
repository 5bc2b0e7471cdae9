import type { SalaryRange } from './job.schema';

export const SALARY_PERIOD_WORDS: Record<SalaryRange['period'], string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

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

/**
 * "€80,000 – €95,000 per year", "From €80,000 per year", "Up to …", or null without amounts.
 * `midSentence` writes "from"/"up to" in lower case, for use inside a message.
 */
export const formatSalary = (
  salary: SalaryRange | null,
  { midSentence = false }: { midSentence?: boolean } = {},
): string | null => {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const period = SALARY_PERIOD_WORDS[salary.period];
  const { min, max, currency } = salary;
  if (min !== null && max !== null)
    return min === max
      ? `${money(min, currency)} ${period}`
      : `${money(min, currency)} – ${money(max, currency)} ${period}`;
  const lead = min !== null ? 'From' : 'Up to';
  const word = midSentence ? lead.toLowerCase() : lead;
  return `${word} ${money(min ?? max ?? 0, currency)} ${period}`;
};
