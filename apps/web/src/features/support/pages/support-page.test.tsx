import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupportPage } from './support-page';

describe('SupportPage', () => {
  it('offers a question and a demo request by e-mail to the support address, and titles the page', () => {
    render(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@hirelane.io?subject=Question%20about%20Hirelane',
    );
    expect(screen.getByRole('link', { name: 'Ask for a demo' })).toHaveAttribute(
      'href',
      'mailto:support@hirelane.io?subject=Book%20a%20demo',
    );
    expect(document.title).toBe('Support · Hirelane');
  });
});
