import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { useSearchParamsAhead } from './use-search-params-ahead';

function Flags() {
  const [params, setParams] = useSearchParamsAhead();
  const location = useLocation();
  const toggle = (name: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = new URLSearchParams(params);
    if (event.target.checked) next.set(name, '1');
    else next.delete(name);
    setParams(next);
  };
  return (
    <>
      {['email', 'phone'].map((name) => (
        <label key={name}>
          <input type="checkbox" checked={params.has(name)} onChange={toggle(name)} />
          Has {name}
        </label>
      ))}
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
        Component: Flags,
      },
    ],
    { initialEntries: ['/search?q=go'] },
  );
  render(<RouterProvider router={router} />);
  const letGuardsAnswer = () =>
    act(async () => {
      release();
      await Promise.resolve();
    });
  return { router, letGuardsAnswer };
};

describe('useSearchParamsAhead', () => {
  it('shows a change at once while the guards of the navigation still run', async () => {
    const { router, letGuardsAnswer } = renderWithSlowGuards();
    const user = userEvent.setup();
    const email = await screen.findByRole('checkbox', { name: 'Has email' });

    await user.click(email);
    expect(email).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=go$/);

    await letGuardsAnswer();
    expect(await screen.findByText('?q=go&email=1')).toBeInTheDocument();
    expect(email).toBeChecked();
    router.dispose();
  });

  it('builds a second change on the first before the address has caught up', async () => {
    const { router, letGuardsAnswer } = renderWithSlowGuards();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Has email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Has phone' }));
    await letGuardsAnswer();

    expect(await screen.findByText('?q=go&email=1&phone=1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Has email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Has phone' })).toBeChecked();
    router.dispose();
  });

  it('follows the address again after Back', async () => {
    const { router, letGuardsAnswer } = renderWithSlowGuards();
    const user = userEvent.setup();
    const email = await screen.findByRole('checkbox', { name: 'Has email' });
    await user.click(email);
    await letGuardsAnswer();
    await screen.findByText('?q=go&email=1');

    await act(() => router.navigate(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=go$/);
    expect(email).not.toBeChecked();
    router.dispose();
  });
});
