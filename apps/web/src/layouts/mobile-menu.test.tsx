import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render-with-app';
import { MobileMenu } from './mobile-menu';

describe('MobileMenu', () => {
  it('lists exactly Activity, Projects, Campaigns and Sign out', async () => {
    renderWithApp(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    // The panel's code loads on first use of the trigger.
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    const items = within(menu).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Activity',
      'Projects',
      'Campaigns',
      'Sign out',
    ]);
    expect(within(menu).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/app');
    expect(within(menu).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/app/projects',
    );
    expect(within(menu).getByRole('link', { name: 'Campaigns' })).toHaveAttribute(
      'href',
      '/app/campaigns',
    );
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
