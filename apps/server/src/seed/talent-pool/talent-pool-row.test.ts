import { describe, expect, it } from 'vitest';
import { generateTalentProfiles } from './generate-talent-profiles';
import { experienceOf, talentPoolLine, titleWithoutLevel } from './talent-pool-row';

const [profile] = [...generateTalentProfiles({ count: 1, seed: 11 })];

describe('talent pool rows', () => {
  it('takes the level word off a title', () => {
    expect(titleWithoutLevel('Senior Data Engineer')).toBe('Data Engineer');
    expect(titleWithoutLevel('Head of Engineering')).toBe('Engineering');
    expect(titleWithoutLevel('Data Engineer')).toBe('Data Engineer');
    expect(titleWithoutLevel('Lead')).toBe('Lead');
  });

  it('lists the experience newest first, the current job leading', () => {
    if (!profile) throw new Error('no profile');
    const entries = experienceOf(profile);
    expect(entries[0]).toMatchObject({ title: profile.currentTitle, is_current: true });
    const starts = entries.map((entry) => entry.start_date ?? '');
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('escapes COPY specials and array quotes so every value survives', () => {
    if (!profile) throw new Error('no profile');
    const line = talentPoolLine('00000000-0000-7000-8000-000000000001', {
      ...profile,
      headline: 'Tabs\there, a \\ backslash\nand a new line',
      skills: ['C#', 'say "hi"', 'back\\slash', 'a,b'],
      phone: null,
    });
    expect(line.endsWith('\n')).toBe(true);
    const columns = line.slice(0, -1).split('\t');
    expect(columns).toHaveLength(18);
    expect(columns[8]).toBe('{}');
    expect(columns[14]).toBe('{"C#","say \\\\"hi\\\\"","back\\\\\\\\slash","a,b"}');
    expect(columns[15]).toBe('Tabs\\there, a \\\\ backslash\\nand a new line');
  });
});
