import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows the photo when there is one', () => {
    render(<Avatar src="/api/user/photo/u1/p1.webp" name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Photo of Ada Lovelace' })).toHaveAttribute(
      'src',
      '/api/user/photo/u1/p1.webp',
    );
  });

  it.each([null, '', DEFAULT_USER_PHOTO])('draws the initials for %j', (src) => {
    render(<Avatar src={src} name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Photo of Ada Lovelace' });
    expect(avatar.tagName.toLowerCase()).toBe('svg');
    expect(avatar).toHaveTextContent('AL');
  });

  it('takes two initials of a name and one of an e-mail', () => {
    expect(initialsOf('Grace Brewster Hopper')).toBe('GH');
    expect(initialsOf('ada@example.test')).toBe('A');
  });
});
