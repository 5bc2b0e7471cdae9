import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../test/render-with-app';
import { Sidebar } from './sidebar';

describe('Sidebar Free Tools', () => {
  it('opens our Boolean Builder and Resume to Email Generator pages in a new tab', () => {
    renderWithApp(<Sidebar recentProjects={[]} />);
    const section = screen.getByRole('region', { name: 'Free Tools' });
    const builder = within(section).getByRole('link', { name: /Boolean Builder/ });
    expect(builder).toHaveAttribute('href', '/tools/boolean-builder');
    expect(builder).toHaveAttribute('target', '_blank');
    expect(builder).toHaveAttribute('rel', 'noopener');
    expect(builder).toHaveTextContent('(opens in a new tab)');
    const generator = within(section).getByRole('link', { name: /Resume to Email Generator/ });
    expect(generator).toHaveAttribute('href', '/tools/resume-to-email');
    expect(generator).toHaveAttribute('target', '_blank');
    expect(generator).toHaveAttribute('rel', 'noopener');
  });
});
