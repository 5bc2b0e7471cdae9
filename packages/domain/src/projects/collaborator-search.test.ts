import { describe, expect, it } from 'vitest';
import {
  matchesCollaboratorQuery,
  searchCollaborators,
  type CollaboratorLike,
} from './collaborator-search';

const person = (_id: string, first: string, last: string, email?: string): CollaboratorLike => ({
  _id,
  profile: { first_name: first, last_name: last, email: email ?? `${_id}@example.test` },
});

const ada = person('m-ada', 'Ada', 'Lovelace');
const grace = person('m-grace', 'Grace', 'Hopper');
const alan = person('m-alan', 'Alan', 'Turing');
const katherine = person('m-kat', 'Katherine', 'Johnson');
const active = [ada, grace, alan, katherine];

const ids = (people: CollaboratorLike[]) => people.map((p) => p._id);

describe('matchesCollaboratorQuery', () => {
  it('matches the first name or the last name, ignoring case and surrounding spaces', () => {
    expect(matchesCollaboratorQuery(grace, 'GRA')).toBe(true);
    expect(matchesCollaboratorQuery(grace, '  hopp ')).toBe(true);
    expect(matchesCollaboratorQuery(grace, 'ace hop')).toBe(false);
  });

  it('does not match on the e-mail address', () => {
    expect(matchesCollaboratorQuery(person('x', 'Ada', 'L', 'zeta@example.test'), 'zeta')).toBe(
      false,
    );
  });
});

describe('searchCollaborators', () => {
  it('finds active members by first or last name, case-insensitive', () => {
    const found = searchCollaborators({
      activeMembers: active,
      projectMembers: [],
      picked: [],
      query: 'al',
    });
    // "al" is in Alan (first name) only; Lovelace has no "al".
    expect(ids(found)).toEqual(['m-alan']);
    expect(
      ids(
        searchCollaborators({
          activeMembers: active,
          projectMembers: [],
          picked: [],
          query: 'JOHN',
        }),
      ),
    ).toEqual(['m-kat']);
  });

  it('excludes members already on the project and already picked', () => {
    const found = searchCollaborators({
      activeMembers: active,
      projectMembers: [ada],
      picked: [alan],
      query: '',
    });
    expect(ids(found)).toEqual(['m-grace', 'm-kat']);
  });

  it('recognises a project member by e-mail when the ids differ', () => {
    const onProject = person('pm-1', 'Grace', 'Hopper', 'M-GRACE@example.test');
    const found = searchCollaborators({
      activeMembers: active,
      projectMembers: [onProject],
      picked: [],
      query: 'grace',
    });
    expect(found).toEqual([]);
  });

  it('only ever returns people from the active list', () => {
    const found = searchCollaborators({
      activeMembers: [grace],
      projectMembers: [],
      picked: [],
      query: 'a',
    });
    expect(ids(found)).toEqual(['m-grace']);
  });
});
