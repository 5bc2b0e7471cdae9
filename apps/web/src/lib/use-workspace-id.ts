import { useAppSession } from './use-app-session';

/** The current workspace id, the first part of every pipeline query key. */
export const useWorkspaceId = (): string =>
  useAppSession().profile_info.current_workspace?._id ?? '';
