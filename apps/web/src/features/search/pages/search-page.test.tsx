import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSearchFromJob } from '@hirelane/domain/search/search-from-job';
import { jsonResponse } from '../../../test/json-response';
import {
  jobFixture,
  NO_FACETS,
  renderSearch,
  searchPage,
  talentResult,
} from '../test/search-test-kit';

const ok = (data: unknown) => jsonResponse(200, { success: true, data });

describe('SearchPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const setup = (...args: Parameters<typeof renderSearch>) => {
    const rendered = renderSearch(...args);
    return { ...rendered, user: userEvent.setup() };
  };

  it('shows a query that does not read with its position, and sends nothing', async () => {
    const { user, runs } = setup('/app/projects/p-1/search');
    const box = await screen.findByRole('textbox', { name: 'Search query' });
    await user.type(box, 'title:(go OR rust');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/at character 7/);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const marked = within(screen.getByTestId('query-error-marker')).getByText('(');
    expect(marked.tagName).toBe('MARK');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(runs()).toHaveLength(0);

    await user.type(box, ')');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(runs()).toHaveLength(1));
    expect(runs()[0]?.body).toMatchObject({ query: 'title:(go OR rust)', page: 1, facets: true });
  });

  it('fills the box and the filters from the job, and searches with them', async () => {
    const { user, lastRun } = setup('/app/projects/p-1/search');
    const expected = buildSearchFromJob(jobFixture());
    await user.click(
      (await screen.findAllByRole('button', { name: 'Search from the job' }))[0] as HTMLElement,
    );

    expect(screen.getByRole('textbox', { name: 'Search query' })).toHaveValue(expected.query);
    await waitFor(() => expect(lastRun()).toBeDefined());
    expect(lastRun()).toMatchObject({ query: expected.query, sort: 'match' });
    expect(lastRun().filters).toMatchObject(expected.filters);
    expect(
      within(screen.getByRole('list', { name: 'Nice to have' })).getByText('Kubernetes'),
    ).toBeInTheDocument();
  });

  it('sends the filters with the search', async () => {
    const { user, lastRun } = setup('/app/projects/p-1/search?q=engineer');
    await screen.findByText('Jane Doe');
    await user.click(screen.getByRole('checkbox', { name: 'Has an e-mail address' }));
    await waitFor(() => expect(lastRun().filters).toMatchObject({ has_email: true }));

    await user.type(screen.getByRole('textbox', { name: 'Must have' }), 'Go{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Senior' }));
    await user.click(screen.getByRole('checkbox', { name: 'Leave out do-not-contact people' }));
    await waitFor(() =>
      expect(lastRun()).toMatchObject({
        query: 'engineer',
        filters: {
          has_email: true,
          skills_must: ['Go'],
          seniorities: ['senior'],
          exclude_do_not_contact: false,
          exclude_in_project: true,
        },
      }),
    );
  });

  it('adds a filter from a facet value', async () => {
    const { user, lastRun } = setup('/app/projects/p-1/search?q=engineer', {
      'POST /api/project/p-1/search/run': () =>
        ok(
          searchPage([talentResult()], {
            facets: { ...NO_FACETS, title: [{ value: 'Staff Engineer', count: 1200 }] },
          }),
        ),
    });
    const facet = await screen.findByRole('button', {
      name: 'Filter by title Staff Engineer (1,200 people)',
    });
    expect(facet).toHaveTextContent('1.2K');
    await user.click(facet);
    await waitFor(() => expect(lastRun().filters).toMatchObject({ titles: ['Staff Engineer'] }));
    expect(
      within(screen.getByRole('list', { name: 'Job titles' })).getByText('Staff Engineer'),
    ).toBeInTheDocument();
  });

  it('explains the match score with its reasons', async () => {
    const { user } = setup('/app/projects/p-1/search?q=go', {
      'POST /api/project/p-1/search/run': () =>
        ok(
          searchPage([
            talentResult({
              match: {
                score: 82,
                reasons: [
                  {
                    kind: 'must_have_skill',
                    label: 'Go',
                    met: true,
                    partial: false,
                    detail: 'skills',
                    points: 40,
                  },
                  {
                    kind: 'seniority',
                    label: 'Senior',
                    met: false,
                    partial: true,
                    detail: 'Lead, one level off',
                    points: 5,
                  },
                  {
                    kind: 'location',
                    label: 'Munich',
                    met: false,
                    partial: false,
                    detail: null,
                    points: 0,
                  },
                ],
              },
            }),
          ]),
        ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Match 82 of 100 for Jane Doe: see why' }),
    );
    const reasons = await screen.findByRole('dialog', { name: 'Why Jane Doe matches 82%' });
    expect(reasons).toHaveTextContent('Must-have skill: Go — Met');
    expect(reasons).toHaveTextContent('+40');
    expect(reasons).toHaveTextContent('Seniority: Senior — Partly met');
    expect(reasons).toHaveTextContent('Lead, one level off');
    expect(reasons).toHaveTextContent('Location: Munich — Not met');
  });

  it('selects all results and saves them in chunks with progress, then sums up', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => `id-${index}`);
    let releaseFirst: () => void = () => undefined;
    const firstChunkHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const answers = [
      {
        added: 100,
        already_in_project: 0,
        merged: 0,
        skipped_do_not_contact: 0,
        skipped_erased: 0,
      },
      { added: 98, already_in_project: 2, merged: 0, skipped_do_not_contact: 0, skipped_erased: 0 },
      { added: 50, already_in_project: 0, merged: 0, skipped_do_not_contact: 0, skipped_erased: 0 },
    ];
    let call = 0;
    const { user, api } = setup('/app/projects/p-1/search?q=engineer', {
      'POST /api/project/p-1/search/run': () =>
        ok(
          searchPage(
            [talentResult({ _id: 'id-0' }), talentResult({ _id: 'id-1', full_name: 'Sam Roe' })],
            {
              total: 250,
            },
          ),
        ),
      'POST /api/project/p-1/search/ids': () => ok({ ids, total: 250, capped: false }),
      'POST /api/project/p-1/search/save-candidates': async () => {
        const index = call++;
        if (index === 0) await firstChunkHeld;
        return ok(answers[index]);
      },
    });
    await screen.findByText('Sam Roe');
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 250 results' }));
    expect(await screen.findByText('250 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save to project' }));
    const bar = await screen.findByRole('progressbar', { name: 'Saving people to the project' });
    expect(bar).toHaveAttribute('aria-valuemax', '250');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    releaseFirst();

    expect(
      await screen.findByText('248 people added to the project; 2 were already in the project.'),
    ).toBeInTheDocument();
    const saves = api.calls.filter((entry) => entry.path.endsWith('/search/save-candidates'));
    expect(
      saves.map((entry) => (entry.body as { candidate_ids: string[] }).candidate_ids.length),
    ).toEqual([100, 100, 50]);
    expect(saves[0]?.body).toMatchObject({ target: 'shortlisted' });
    expect(screen.getAllByText('In this project')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/candidate/id-0?source=searchPage',
    );
  });

  it('says how many people of a recent import search does not show yet, even with no match', async () => {
    setup('/app/projects/p-1/search?q=engineer', {
      'POST /api/project/p-1/search/run': () => ok(searchPage([], { pending_index: 12_500 })),
    });
    expect(
      await screen.findByText(
        '12,500 people from a recent import are still being added to search.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No one matches')).toBeInTheDocument();
  });

  it('words an estimated total as an estimate', async () => {
    setup('/app/projects/p-1/search?q=engineer', {
      'POST /api/project/p-1/search/run': () =>
        ok(searchPage([talentResult()], { total: 92_700, total_is_estimate: true })),
    });
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('About 92.7K people match');
  });

  it('says nothing about the index when everyone is searchable', async () => {
    setup('/app/projects/p-1/search?q=engineer');
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
    expect(screen.queryByText(/still being added to search/)).toBeNull();
  });

  it('shows what the server says when no people-data provider is configured', async () => {
    const { user } = setup('/app/projects/p-1/search?q=go&origin=provider', {
      'POST /api/project/p-1/search/run': ({ body }) =>
        (body as { origin: string }).origin === 'provider'
          ? jsonResponse(422, {
              success: false,
              message:
                'No people-data provider is configured: set PEOPLE_DATA_API_URL and PEOPLE_DATA_API_KEY to search beyond the workspace.',
              errors: [{ path: 'origin', message: 'No people-data provider is configured.' }],
            })
          : ok(searchPage([talentResult()])),
    });
    expect(
      await screen.findByText(/set PEOPLE_DATA_API_URL and PEOPLE_DATA_API_KEY/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search the workspace instead' }));
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
  });

  it('saves the query and the filters that differ from the defaults under a name', async () => {
    const { user, api } = setup('/app/projects/p-1/search?q=title%3Aengineer', {
      'POST /api/project/p-1/search/save': ({ body }) =>
        ok({
          _id: 's-1',
          created_at: '2026-02-01T10:00:00.000Z',
          can_delete: true,
          ...(body as object),
        }),
    });
    await screen.findByText('Jane Doe');
    await user.type(screen.getByRole('textbox', { name: 'Must have' }), 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Go engineers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((entry) => entry.path.endsWith('/search/save'))?.body).toEqual({
        name: 'Go engineers',
        kind: 'search',
        query: { query: 'title:engineer', filters: { skills_must: ['Go'] } },
      }),
    );
  });

  it('restores a saved search from its link on the saved filters page', async () => {
    const saved = {
      _id: 's-1',
      name: 'Go engineers',
      kind: 'search' as const,
      query: { query: 'title:engineer', filters: { skills_must: ['Go'], has_phone: true } },
      created_at: '2026-02-01T10:00:00.000Z',
      can_delete: true,
    };
    const { user, lastRun, api } = setup(
      '/app/projects/p-1/saved-filters',
      {
        'POST /api/project/p-1/search/saved/s-1/run': () => ok({ ...saved, new_since_last_run: 0 }),
      },
      { saved: [{ ...saved, new_since_last_run: 3 }] },
    );
    expect(await screen.findByText('3 new since last run')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Open Go engineers' }));

    expect(await screen.findByRole('textbox', { name: 'Search query' })).toHaveValue(
      'title:engineer',
    );
    await waitFor(() =>
      expect(lastRun()).toMatchObject({
        query: 'title:engineer',
        filters: { skills_must: ['Go'], has_phone: true },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('saved=s-1');
    // Its run is recorded once, so "new since last run" starts again.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/search/saved/s-1/run'))).toHaveLength(
        1,
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Has a phone number' })).toBeChecked();

    // Edited, it is no longer the saved search.
    await user.click(screen.getByRole('checkbox', { name: 'Has an e-mail address' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('saved='));
    expect(screen.getByTestId('location')).toHaveTextContent('has_email');
  });
});
