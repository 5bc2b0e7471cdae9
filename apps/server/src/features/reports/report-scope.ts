/** What every report query is bounded by: the tenant, the project and the range [start, end). */
export type ProjectScope = {
  workspaceId: string;
  projectId: string;
  start: Date;
  end: Date;
};

/** A Postgres text[] literal of fixed identifiers (stage names), never of user input. */
export const textArray = (values: readonly string[]): string => `{${values.join(',')}}`;
