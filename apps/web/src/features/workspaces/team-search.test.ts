import { describe, expect, it } from 'vitest';
import { matchesTeamSearch } from './team-search';

const ada = { name: 'Ada Lovelace', email: 'ada@analytical.test' };
const jose = { name: 'José Núñez', email: 'jn@acme.test' };

describe('matchesTeamSearch', () => {
  it('matches everyone on a blank query', () => {
    expect(matchesTeamSearch('', ada)).toBe(true);
    expect(matchesTeamSearch('   ', jose)).toBe(true);
  });

  it('finds by name or e-mail, in any case', () => {
    expect(matchesTeamSearch('LOVE', ada)).toBe(true);
    expect(matchesTeamSearch('analytical.TEST', ada)).toBe(true);
    expect(matchesTeamSearch('lovelace', jose)).toBe(false);
  });

  it('needs every word somewhere, in any order', () => {
    expect(matchesTeamSearch('lovelace ada', ada)).toBe(true);
    expect(matchesTeamSearch('ada babbage', ada)).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matchesTeamSearch('jose nunez', jose)).toBe(true);
    expect(matchesTeamSearch('Núñez', { name: 'Jose Nunez', email: 'x@y.test' })).toBe(true);
  });
});
