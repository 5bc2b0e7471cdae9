import { TALENT_SAVE_CHUNK } from '@hirelane/domain/search/talent-search.schema';

export type SaveCounts = {
  added: number;
  already_in_project: number;
  merged: number;
  skipped_do_not_contact: number;
  skipped_erased: number;
};

export const NO_SAVES: SaveCounts = {
  added: 0,
  already_in_project: 0,
  merged: 0,
  skipped_do_not_contact: 0,
  skipped_erased: 0,
};

export type ChunkedSaveResult = {
  counts: SaveCounts;
  /** The ids the server took, in order. */
  savedIds: string[];
  /** Set when a chunk failed: the rest was not sent. */
  error: unknown;
};

const add = (a: SaveCounts, b: SaveCounts): SaveCounts => ({
  added: a.added + b.added,
  already_in_project: a.already_in_project + b.already_in_project,
  merged: a.merged + b.merged,
  skipped_do_not_contact: a.skipped_do_not_contact + b.skipped_do_not_contact,
  skipped_erased: a.skipped_erased + b.skipped_erased,
});

/**
 * Sends the ids in chunks of TALENT_SAVE_CHUNK, one after the other (each chunk is one
 * transaction on the server), reporting how many were sent after each. Stops at the first
 * failure and says how far it got.
 */
export async function saveInChunks(
  ids: readonly string[],
  send: (chunk: string[]) => Promise<SaveCounts>,
  onProgress: (done: number, total: number) => void,
): Promise<ChunkedSaveResult> {
  let counts = NO_SAVES;
  const savedIds: string[] = [];
  onProgress(0, ids.length);
  for (let start = 0; start < ids.length; start += TALENT_SAVE_CHUNK) {
    const chunk = ids.slice(start, start + TALENT_SAVE_CHUNK);
    try {
      counts = add(counts, await send(chunk));
    } catch (error) {
      return { counts, savedIds, error };
    }
    savedIds.push(...chunk);
    onProgress(savedIds.length, ids.length);
  }
  return { counts, savedIds, error: null };
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The final line after a save: every count that is not zero, so nothing is left unexplained. */
export const saveSummary = (counts: SaveCounts, target: 'shortlisted' | 'in_campaign'): string => {
  const parts = [
    `${plural(counts.added, 'person', 'people')} added ${
      target === 'in_campaign' ? 'to the campaign' : 'to the project'
    }`,
  ];
  if (counts.already_in_project > 0)
    parts.push(`${plural(counts.already_in_project, 'was', 'were')} already in the project`);
  if (counts.merged > 0)
    parts.push(
      `${plural(counts.merged, 'provider profile', 'provider profiles')} merged with people you already had`,
    );
  if (counts.skipped_do_not_contact > 0)
    parts.push(
      `${plural(counts.skipped_do_not_contact, 'do-not-contact person', 'do-not-contact people')} saved as shortlisted, not added to the campaign`,
    );
  if (counts.skipped_erased > 0)
    parts.push(
      `${plural(counts.skipped_erased, 'person', 'people')} erased at their request not saved (an admin can lift the suppression in Settings)`,
    );
  return `${parts.join('; ')}.`;
};
