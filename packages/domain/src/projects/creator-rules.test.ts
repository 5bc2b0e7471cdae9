import { describe, expect, it } from 'vitest';
import { mayChangeCreatedItem } from './creator-rules';

describe('mayChangeCreatedItem', () => {
  const item = { viewerUserId: 'me', creatorUserId: 'someone-else' };

  it('lets the creator change their own item, whatever their role', () => {
    expect(mayChangeCreatedItem({ ...item, creatorUserId: 'me', workspaceRole: 'member' })).toBe(
      true,
    );
    expect(
      mayChangeCreatedItem({
        ...item,
        creatorUserId: 'me',
        workspaceRole: 'member',
        projectRole: 'collaborator',
      }),
    ).toBe(true);
  });

  it('lets workspace owners and admins change anyone’s item', () => {
    expect(mayChangeCreatedItem({ ...item, workspaceRole: 'owner' })).toBe(true);
    expect(mayChangeCreatedItem({ ...item, workspaceRole: 'admin' })).toBe(true);
  });

  it('lets the project owner change items of the project, not editors or collaborators', () => {
    expect(mayChangeCreatedItem({ ...item, workspaceRole: 'member', projectRole: 'owner' })).toBe(
      true,
    );
    expect(mayChangeCreatedItem({ ...item, workspaceRole: 'member', projectRole: 'editor' })).toBe(
      false,
    );
    expect(
      mayChangeCreatedItem({ ...item, workspaceRole: 'member', projectRole: 'collaborator' }),
    ).toBe(false);
  });

  it('refuses other members, also for an item whose creator left', () => {
    expect(mayChangeCreatedItem({ ...item, workspaceRole: 'member' })).toBe(false);
    expect(
      mayChangeCreatedItem({ viewerUserId: 'me', creatorUserId: null, workspaceRole: 'member' }),
    ).toBe(false);
  });
});
