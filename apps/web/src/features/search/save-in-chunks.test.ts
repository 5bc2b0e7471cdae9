import { describe, expect, it } from 'vitest';
import { NO_SAVES, saveInChunks, saveSummary } from './save-in-chunks';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

describe('saveInChunks', () => {
  it('sends chunks of at most 100 in order and adds up the counts', async () => {
    const sent: number[] = [];
    const progress: [number, number][] = [];
    const result = await saveInChunks(
      ids(230),
      (chunk) => {
        sent.push(chunk.length);
        return Promise.resolve({ ...NO_SAVES, added: chunk.length - 1, already_in_project: 1 });
      },
      (done, total) => progress.push([done, total]),
    );
    expect(sent).toEqual([100, 100, 30]);
    expect(progress).toEqual([
      [0, 230],
      [100, 230],
      [200, 230],
      [230, 230],
    ]);
    expect(result).toMatchObject({ counts: { added: 227, already_in_project: 3 }, error: null });
    expect(result.savedIds).toHaveLength(230);
  });

  it('stops at the first failing chunk and says how far it got', async () => {
    const failure = new Error('down');
    let calls = 0;
    const result = await saveInChunks(
      ids(250),
      () =>
        calls++ === 1 ? Promise.reject(failure) : Promise.resolve({ ...NO_SAVES, added: 100 }),
      () => undefined,
    );
    expect(calls).toBe(2);
    expect(result.error).toBe(failure);
    expect(result.savedIds).toEqual(ids(100));
  });
});

describe('saveSummary', () => {
  it('names every count that is not zero', () => {
    expect(saveSummary({ ...NO_SAVES, added: 1 }, 'shortlisted')).toBe(
      '1 person added to the project.',
    );
    expect(
      saveSummary(
        {
          added: 3,
          already_in_project: 1,
          merged: 2,
          skipped_do_not_contact: 1,
          skipped_erased: 2,
        },
        'in_campaign',
      ),
    ).toBe(
      '3 people added to the campaign; 1 was already in the project; 2 provider profiles merged with people you already had; 1 do-not-contact person saved as shortlisted, not added to the campaign; 2 people erased at their request not saved (an admin can lift the suppression in Settings).',
    );
  });
});
