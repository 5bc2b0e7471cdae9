import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { EmptyPipeline } from './pipeline-empty';

const renderEmpty = (onAddCandidate?: () => void) =>
  render(
    <MemoryRouter>
      <EmptyPipeline projectId="p-1" onAddCandidate={onAddCandidate} />
    </MemoryRouter>,
  );

describe('EmptyPipeline', () => {
  it('offers the ways to add candidates that work, and no search (not built yet)', () => {
    renderEmpty();
    expect(screen.getByRole('link', { name: 'Upload CSV' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/pipeline/upload-csv',
    );
    expect(screen.getByRole('link', { name: 'Upload resumes' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/pipeline/upload-resumes',
    );
    expect(screen.queryByRole('link', { name: /Search/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add candidate' })).toBeNull();
  });

  it('offers adding one person by hand once the form is given', async () => {
    const onAddCandidate = vi.fn();
    renderEmpty(onAddCandidate);
    expect(screen.getByText(/or add one by hand/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add candidate' }));
    expect(onAddCandidate).toHaveBeenCalledOnce();
  });
});
