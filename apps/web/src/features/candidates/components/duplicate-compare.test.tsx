import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { DuplicatePair, DuplicatePerson } from '@hirelane/domain/candidates/duplicates.schema';
import { DuplicateCompare } from './duplicate-compare';

const person = (id: string, over: Partial<DuplicatePerson>): DuplicatePerson => ({
  id,
  full_name: 'Ada Lovelace',
  email: null,
  linkedin_url: null,
  current_company: 'Analytical',
  designation: null,
  current_city: null,
  country: null,
  summary: null,
  phone_numbers: [],
  source: 'manual',
  created_at: '2026-01-01T00:00:00.000Z',
  projects: [],
  ...over,
});

const pair: DuplicatePair = {
  reason: 'name_and_company',
  a: person('a', { email: 'ada@old.test', designation: 'Engineer', projects: ['Backend'] }),
  b: person('b', {
    full_name: 'Ada King',
    email: 'ada@new.test',
    current_city: 'London',
    phone_numbers: ['+44 20 1234 5678'],
    projects: ['Design'],
  }),
};

const renderCompare = () => {
  const onMerge = vi.fn();
  const onDismiss = vi.fn();
  render(
    <DuplicateCompare
      pair={pair}
      busy={false}
      onMerge={onMerge}
      onDismiss={onDismiss}
      onCancel={vi.fn()}
    />,
  );
  return { onMerge, onDismiss };
};

describe('DuplicateCompare', () => {
  it('shows both profiles and offers a choice only where both values differ', () => {
    renderCompare();
    expect(screen.getByRole('columnheader', { name: 'Ada Lovelace (kept)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ada King (merged in)' })).toBeInTheDocument();
    // Name and e-mail differ: two radios each, the primary's checked.
    expect(screen.getByRole('radio', { name: 'Keep E-mail: ada@old.test' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep E-mail: ada@new.test' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep Name: Ada King' })).not.toBeChecked();
    // Only one has a title or a city: nothing to choose, both shown.
    expect(screen.queryByRole('radio', { name: /Keep Title/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Keep City/ })).toBeNull();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('Backend')).toBeInTheDocument();
    expect(screen.getByText('Design')).toBeInTheDocument();
  });

  it('merges with the values picked from the other person', () => {
    const { onMerge } = renderCompare();
    fireEvent.click(screen.getByRole('radio', { name: 'Keep E-mail: ada@new.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenCalledWith({ primary: pair.a, secondary: pair.b, keep: ['email'] });
  });

  it('can keep the other person instead, resetting the choices', () => {
    const { onMerge } = renderCompare();
    fireEvent.click(screen.getByRole('radio', { name: 'Keep E-mail: ada@new.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep Ada King instead' }));
    expect(screen.getByRole('columnheader', { name: 'Ada King (kept)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Keep E-mail: ada@new.test' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenCalledWith({ primary: pair.b, secondary: pair.a, keep: [] });
  });

  it('says "Not a duplicate"', () => {
    const { onDismiss } = renderCompare();
    fireEvent.click(screen.getByRole('button', { name: 'Not a duplicate' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
