import { scoreTalentMatch, type JobMatchSpec } from '@hirelane/domain/search/job-match';
import { seniorityOfTitle } from '@hirelane/domain/search/match-text';
import type { ProviderMatchScorer } from './search-provider-talent';

/** A provider person's match to the project's job, by the same rules as workspace people. */
export const providerMatchScorer =
  (match: JobMatchSpec | null): ProviderMatchScorer =>
  (profile) =>
    match
      ? scoreTalentMatch(match, {
          designation: profile.title,
          seniority: seniorityOfTitle(profile.title),
          current_city: profile.city,
          country: profile.country,
          skills: profile.skills,
          past_titles: profile.experience
            .filter((job) => !job.isCurrent && job.title)
            .map((job) => job.title ?? ''),
        })
      : null;
