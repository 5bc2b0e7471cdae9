/** `/api/project/{id}` and what follows it: the API paths of one project's resources. */
export const projectPath = (projectId: string, rest = ''): string =>
  `/api/project/${encodeURIComponent(projectId)}${rest}`;
