import {
  CREDIT_ACTION_LABELS,
  LEDGER_KIND_LABELS,
} from '@hirelane/domain/billing/credit-ledger-labels';
import { LEDGER_ENTRY_KINDS } from '@hirelane/domain/billing/credit-ledger-rules';
import { CREDIT_ACTIONS } from '@hirelane/domain/billing/credit-prices';
import type { CreditLedgerFilters } from '@hirelane/domain/billing/credit-usage.schema';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';

const KIND_OPTIONS = [
  { value: '', label: 'All types' },
  ...LEDGER_ENTRY_KINDS.map((kind) => ({ value: kind, label: LEDGER_KIND_LABELS[kind] })),
];
const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...CREDIT_ACTIONS.map((action) => ({ value: action, label: CREDIT_ACTION_LABELS[action] })),
];

type LedgerFiltersProps = {
  filters: CreditLedgerFilters;
  onChange: (filters: CreditLedgerFilters) => void;
};

const orUndefined = <T extends string>(value: string): T | undefined =>
  value === '' ? undefined : (value as T);

/** Type, action and a UTC date range; every change starts again at page 1 (the caller's job). */
export function LedgerFilters({ filters, onChange }: LedgerFiltersProps) {
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const any = Boolean(filters.kind || filters.action || filters.from || filters.to);
  return (
    <div
      role="group"
      aria-label="Filter the ledger"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <SelectField
        label="Type"
        options={KIND_OPTIONS}
        value={filters.kind ?? ''}
        onChange={(event) => onChange({ ...filters, kind: orUndefined(event.target.value) })}
      />
      <SelectField
        label="Action"
        options={ACTION_OPTIONS}
        value={filters.action ?? ''}
        onChange={(event) => onChange({ ...filters, action: orUndefined(event.target.value) })}
      />
      <TextField
        label="From (UTC)"
        type="date"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => onChange({ ...filters, from: orUndefined(event.target.value) })}
      />
      <TextField
        label="To (UTC)"
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        error={reversed ? 'The end date is before the start date.' : undefined}
        onChange={(event) => onChange({ ...filters, to: orUndefined(event.target.value) })}
      />
      <Button variant="ghost" disabled={!any} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </div>
  );
}
