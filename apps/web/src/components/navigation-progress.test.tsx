import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { NavigationProgress, PROGRESS_DELAY_MS } from './navigation-progress';

describe('NavigationProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('appears only when a navigation takes longer than 200 ms', async () => {
    let finish: () => void = () => undefined;
    const slow = new Promise<null>((resolve) => {
      finish = () => resolve(null);
    });
    const router = createMemoryRouter(
      [
        {
          Component: NavigationProgress,
          children: [],
          path: '/',
        },
        { path: '/slow', loader: () => slow, Component: () => <p>Slow page</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    vi.useFakeTimers();

    act(() => {
      void router.navigate('/slow');
    });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS - 10));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    router.dispose();
  });
});
