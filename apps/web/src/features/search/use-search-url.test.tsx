import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { useSearchUrl } from './use-search-url';

function HasEmailToggle() {
  const { state, update } = useSearchUrl();
  const location = useLocation();
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={state.filters.has_email}
          onChange={(event) =>
            update({ filters: { ...state.filters, has_email: event.target.checked } })
          }
        />
        Has an e-mail address
      </label>
      <output data-testid="location">{location.search}</output>
    </>
  );
}

/** A route whose guard loader answers the first change only when the test lets it, like a slow network. */
const renderWithSlowGuards = () => {
  let release: () => void = () => undefined;
  let calls = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        loader: () => {
          calls += 1;
          if (calls !== 2) return null;
          return new Promise<null>((resolve) => {
            release = () => resolve(null);
          });
        },
        Component: HasEmailToggle,
      },
    ],
    { initialEntries: ['/search?q=go'] },
  );
  render(<RouterProvider router={router} />);
  return { router, release: () => release() };
};

describe('useSearchUrl', () => {
  it('shows a change at once while the guards of the navigation still run', async () => {
    const { router, release } = renderWithSlowGuards();
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Has an e-mail address' });

    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=go$/);

    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/has_email|filters/);
    expect(box).toBeChecked();
    router.dispose();
  });

  it('follows the address again after Back', async () => {
    const { router, release } = renderWithSlowGuards();
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Has an e-mail address' });
    await user.click(box);
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await screen.findByText(/has_email|filters/);

    await act(() => router.navigate(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=go$/);
    expect(box).not.toBeChecked();
    router.dispose();
  });
});
