import { describe, expect, it } from 'vitest';
import { projectPermissionsFor } from './project-roles';

describe('projectPermissionsFor', () => {
  it('gives a collaborator view and candidate work but not run, settings or sharing', () => {
    const permissions = projectPermissionsFor('collaborator', 'member');
    expect(permissions).toEqual(['project:view', 'project:candidates:edit']);
  });

  it('lets an editor run the campaign and edit settings but not share or delete', () => {
    const permissions = projectPermissionsFor('editor', 'member');
    expect(permissions).toContain('campaign:run');
    expect(permissions).toContain('project:settings:edit');
    expect(permissions).not.toContain('project:members:edit');
    expect(permissions).not.toContain('project:delete');
  });

  it('gives the project owner sharing and deletion', () => {
    expect(projectPermissionsFor('owner', 'member')).toContain('project:members:edit');
    expect(projectPermissionsFor('owner', 'member')).toContain('project:delete');
  });

  it('gives workspace owners and admins every permission even without a project role', () => {
    expect(projectPermissionsFor(null, 'admin')).toContain('project:members:edit');
    expect(projectPermissionsFor('collaborator', 'owner')).toContain('campaign:run');
  });

  it('gives an ordinary member who is not on the project nothing', () => {
    expect(projectPermissionsFor(null, 'member')).toEqual([]);
  });
});
