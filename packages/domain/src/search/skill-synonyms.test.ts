import { describe, expect, it } from 'vitest';
import { skillKey } from './match-text';
import { SKILL_SPELLING_GROUPS, skillVariants } from './skill-synonyms';

describe('skillVariants', () => {
  it('knows the usual abbreviations both ways', () => {
    expect(skillVariants('JS')).toContain('JavaScript');
    expect(skillVariants('JavaScript')).toContain('JS');
    expect(skillVariants('TypeScript')).toEqual(['TS']);
    expect(skillVariants('postgres')).toContain('PostgreSQL');
    expect(skillVariants('K8S')).toContain('Kubernetes');
    expect(skillVariants('GCP')).toEqual(['Google Cloud', 'Google Cloud Platform']);
    expect(skillVariants('machine learning')).toEqual(['ML']);
  });

  it('never returns the skill itself or a spelling equal to it by skill key', () => {
    expect(skillVariants('node js')).toEqual(['Node']);
    expect(skillVariants('ReactJS')).toEqual(['React']);
  });

  it('gives nothing for skills it does not know', () => {
    expect(skillVariants('Event Sourcing')).toEqual([]);
    expect(skillVariants('')).toEqual([]);
  });

  it('keeps every spelling in one group only, so each spelling gives back its whole group', () => {
    expect(SKILL_SPELLING_GROUPS.length).toBeGreaterThanOrEqual(100);
    for (const group of SKILL_SPELLING_GROUPS) {
      expect(new Set(group.map(skillKey)).size, group.join(', ')).toBe(group.length);
      for (const spelling of group) {
        expect(skillVariants(spelling), spelling).toEqual(
          group.filter((other) => other !== spelling),
        );
      }
    }
  });
});
