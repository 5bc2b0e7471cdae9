import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render-with-app';
import { sessionFixture } from '../test/session-fixture';
import { HELP_GUIDE_URL, ProfileMenu } from './profile-menu';

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
  // The popover's code loads on first use of the trigger.
  return screen.findByRole('dialog');
};

describe('ProfileMenu', () => {
  it('shows who you are, your plan and every item', async () => {
    renderWithApp(<ProfileMenu session={sessionFixture()} />);
    const popover = await open();
    expect(within(popover).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(popover).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(popover).getByText('Pro plan')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
    expect(within(popover).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/app/settings#billing',
    );
    const help = within(popover).getByRole('link', { name: /Help guide/ });
    expect(help).toHaveAttribute('href', HELP_GUIDE_URL);
    expect(help).toHaveAttribute('target', '_blank');
    expect(within(popover).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('hides Settings and Billing during onboarding', async () => {
    renderWithApp(<ProfileMenu session={sessionFixture({ subscription_info: null })} onboarding />);
    const popover = await open();
    expect(within(popover).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(popover).queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(within(popover).getByRole('link', { name: /Help guide/ })).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(popover).queryByText(/ plan$/)).toBeNull();
  });

  it('links the admin console for platform admins only, also during onboarding', async () => {
    renderWithApp(<ProfileMenu session={sessionFixture({ is_admin: true })} onboarding />);
    const popover = await open();
    expect(within(popover).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/app/admin',
    );
  });

  it('shows no admin link to anyone else', async () => {
    renderWithApp(<ProfileMenu session={sessionFixture()} />);
    expect(within(await open()).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('falls back to a generated avatar with initials when the photo is broken', async () => {
    renderWithApp(<ProfileMenu session={sessionFixture({ photo: '/broken.png' })} />);
    const trigger = screen.getByRole('button', { name: 'Open profile menu' });
    const image = within(trigger).getByRole('img', { name: 'Photo of Ada Lovelace' });
    fireEvent.error(image);
    const generated = within(trigger).getByRole('img', { name: 'Photo of Ada Lovelace' });
    expect(generated.tagName.toLowerCase()).toBe('svg');
    expect(generated).toHaveTextContent('AL');
    await open();
  });
});
