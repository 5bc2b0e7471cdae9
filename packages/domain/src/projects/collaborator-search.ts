/** The least a person needs for the collaborator search: an id and a profile with names. */
export type CollaboratorLike = {
  _id: string;
  profile: { first_name: string; last_name: string; email: string };
};

export type CollaboratorSearchInput<T extends CollaboratorLike> = {
  /** The workspace's ACTIVE members (GET /api/workspace/members/list → data.active_members). */
  activeMembers: readonly T[];
  /** People already on the project. */
  projectMembers: readonly CollaboratorLike[];
  /** People already picked into the to-be-invited list. */
  picked: readonly CollaboratorLike[];
  query: string;
};

const normalise = (value: string): string => value.trim().toLocaleLowerCase();

/** True when the query is part of the first name or of the last name, ignoring case. */
export const matchesCollaboratorQuery = (person: CollaboratorLike, query: string): boolean => {
  const needle = normalise(query);
  if (!needle) return true;
  return (
    normalise(person.profile.first_name).includes(needle) ||
    normalise(person.profile.last_name).includes(needle)
  );
};

/**
 * SPEC 5 collaborator search: by first or last name, case-insensitive, among active team members;
 * members already on the project or already picked are excluded. An empty query lists everyone
 * who can still be picked. The same person is recognised by id or by e-mail, so a project member
 * is excluded whichever id space the two lists use.
 */
export const searchCollaborators = <T extends CollaboratorLike>({
  activeMembers,
  projectMembers,
  picked,
  query,
}: CollaboratorSearchInput<T>): T[] => {
  const taken = [...projectMembers, ...picked];
  const takenIds = new Set(taken.map((person) => person._id));
  const takenEmails = new Set(taken.map((person) => normalise(person.profile.email)));
  return activeMembers.filter(
    (member) =>
      !takenIds.has(member._id) &&
      !takenEmails.has(normalise(member.profile.email)) &&
      matchesCollaboratorQuery(member, query),
  );
};
