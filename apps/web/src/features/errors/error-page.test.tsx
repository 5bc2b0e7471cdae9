import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

const renderPage = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ErrorPage', () => {
  it('shows the 404 texts of SPEC 2.4 for an unknown route', () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Whoopsie-daisy! We couldn't find what you're looking for.",
    );
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@hirelane.io',
    );
  });

  it('lets a server message replace the header for 401, 403 and 404 only', () => {
    renderPage(<ErrorPage status={403} message="You are not a member of this workspace." />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You are not a member of this workspace.',
    );
    expect(screen.getByText('Sorry, but this area is off-limits for you!')).toBeInTheDocument();
  });

  it('shows the 401 page with a way to log in', () => {
    renderPage(<ErrorPage status={401} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Uh-oh! You're not Authenticated.",
    );
    expect(screen.getByRole('link', { name: 'Log In Now' })).toHaveAttribute('href', '/login');
  });

  it('shows the limited-access page for 407', () => {
    renderPage(<ErrorPage status={407} message="ignored for the header" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Access denied: Your account has limited access at the moment',
    );
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('shows the enterprise billing text for 414 and the generic text otherwise', () => {
    const { unmount } = renderPage(<ErrorPage status={414} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, billing details are not available for Enterprise plans',
    );
    unmount();
    renderPage(<ErrorPage status={418} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Error: Please refresh and try again, or contact the support team.',
    );
  });
});
