import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { EmptyPipeline } from './pipeline-empty';

const renderEmpty = (onAddCandidate?: () => void, canSearch = false) =>
  render(
    <MemoryRouter>
      <EmptyPipeline projectId="p-1" onAddCandidate={onAddCandidate} canSearch={canSearch} />
    </MemoryRouter>,
  );

describe('EmptyPipeline', () => {
  it('offers the imports, and no search where the project has none (charlie)', () => {
    renderEmpty();
    expect(screen.getByRole('link', { name: 'Upload CSV' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/pipeline/upload-csv',
    );
    expect(screen.getByRole('link', { name: 'Upload resumes' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/pipeline/upload-resumes',
    );
    expect(screen.queryByRole('link', { name: 'Find candidates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add candidate' })).toBeNull();
  });

  it('leads to the search first where the project has one', () => {
    renderEmpty(undefined, true);
    expect(screen.getByRole('link', { name: 'Find candidates' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/search',
    );
    expect(screen.getByText(/Find candidates with the search/)).toBeInTheDocument();
  });

  it('offers adding one person by hand once the form is given', async () => {
    const onAddCandidate = vi.fn();
    renderEmpty(onAddCandidate);
    expect(screen.getByText(/or add one by hand/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add candidate' }));
    expect(onAddCandidate).toHaveBeenCalledOnce();
  });
});
