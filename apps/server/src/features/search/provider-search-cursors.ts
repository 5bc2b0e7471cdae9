/**
 * The provider pages by cursor; our search by page number (decision 028). This process keeps, per
 * workspace and search, the cursor that opens each page it has seen, for a day, at most
 * MAX_SEARCHES searches (the oldest used goes first). Lost on a restart or in another API process:
 * the search then walks from its first page again, at most MAX_WALK pages ahead.
 */
const MAX_SEARCHES = 2_000;
const TTL_MS = 24 * 60 * 60 * 1000;

type Entry = { cursors: Array<string | null>; touchedAt: number };

export class ProviderSearchCursors {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The cursor that opens `page` (1-based): null for the first page, undefined when unknown. */
  cursorFor(key: string, page: number): string | null | undefined {
    if (page === 1) return null;
    const entry = this.fresh(key);
    return entry?.cursors[page - 1];
  }

  /** The highest page up to `page` whose cursor is known (1 at least). */
  nearestKnownPage(key: string, page: number): number {
    const entry = this.fresh(key);
    for (let known = page; known > 1; known -= 1)
      if (entry?.cursors[known - 1] !== undefined) return known;
    return 1;
  }

  /** Records the cursor that opens the page after `page`. */
  remember(key: string, page: number, nextCursor: string): void {
    const entry = this.fresh(key) ?? { cursors: [null], touchedAt: this.now() };
    entry.cursors[page] = nextCursor;
    entry.touchedAt = this.now();
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_SEARCHES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.touchedAt > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** One process-wide cache: the provider's cursors are the same for every request of a search. */
export const providerSearchCursors = new ProviderSearchCursors();

/** Pages the search may fetch ahead to reach a page whose cursor is not known. */
export const MAX_WALK = 5;
