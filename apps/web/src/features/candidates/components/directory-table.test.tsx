import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryRow } from '@hirelane/domain/candidates/candidate-directory.schema';
import { DirectoryTable } from './directory-table';

const person = (index: number): DirectoryRow => ({
  id: `c-${index}`,
  name: `Person ${index}`,
  email: `person${index}@example.com`,
  title: 'Backend Engineer',
  company: 'Northwind',
  source: 'csv',
  added_at: '2026-03-01T10:00:00.000Z',
  last_activity_at: '2026-03-02T10:00:00.000Z',
  projects: index % 2 === 0 ? [{ id: 'p-1', name: 'Backend Roles', stage: 'shortlisted' }] : [],
  contact: { do_not_contact: false, unsubscribed: false, bounced: index % 3 === 0 },
});

const renderTable = (rows: DirectoryRow[], onLoadMore = vi.fn(), hasMore = false) =>
  render(
    <MemoryRouter>
      <DirectoryTable
        rows={rows}
        hasMore={hasMore}
        loadingMore={false}
        onLoadMore={onLoadMore}
        selected={new Set()}
        onToggle={vi.fn()}
        onToggleAll={vi.fn()}
        now={Date.parse('2026-03-10T10:00:00.000Z')}
        resetKey=""
      />
    </MemoryRouter>,
  );

describe('DirectoryTable', () => {
  beforeEach(() => {
    // jsdom has no layout: give the scroll container a height so rows are virtualised in.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps 100,000 loaded people under 1,500 DOM nodes', () => {
    const rows = Array.from({ length: 100_000 }, (_, index) => person(index));
    const { container } = renderTable(rows);
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(container.querySelectorAll('*').length).toBeLessThan(1_500);
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute(
      'aria-rowcount',
      '100001',
    );
  });

  it('links a person to their page in their first project, and shows their status', () => {
    renderTable([person(0), person(1)]);
    expect(screen.getByRole('link', { name: 'Person 0' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/candidate/c-0',
    );
    // In no project the viewer sees: no candidate page to open.
    expect(screen.queryByRole('link', { name: 'Person 1' })).toBeNull();
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    expect(screen.getByText('Backend Roles: Shortlisted')).toBeInTheDocument();
    expect(screen.getByText('Bounced')).toBeInTheDocument();
    expect(screen.getByText('In no project')).toBeInTheDocument();
  });

  it('asks for the next page when the end of the loaded rows nears', () => {
    const onLoadMore = vi.fn();
    renderTable(
      Array.from({ length: 20 }, (_, index) => person(index)),
      onLoadMore,
      true,
    );
    expect(onLoadMore).toHaveBeenCalled();
  });
});
