/**
 * The current workspace id, as the last /sessioninfo answer gave it. Every
 * /api call carries it as `?workspace=` (SPEC 7).
 */
let currentWorkspaceId: string | null = null;

export const getCurrentWorkspaceId = (): string | null => currentWorkspaceId;

export const setCurrentWorkspaceId = (id: string | null): void => {
  currentWorkspaceId = id;
};
