import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { QueryTerms } from '@hirelane/domain/search/query-terms';
import type { TalentSearchResult } from '@hirelane/domain/search/talent-search.schema';
import { Button } from '../../../components/ui/button';
import { CheckIcon, LinkedinIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { SENIORITY_LABELS } from '../../projects/option-labels';
import { Highlighted } from './highlighted';
import { MatchScore } from './match-score';

type ResultRowProps = {
  result: TalentSearchResult;
  projectId: string;
  terms: QueryTerms;
  /** Skills the filters ask for, marked as matched too. */
  askedSkills: readonly string[];
  /** In this project: from the search answer or saved since. */
  inProject: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onSave: () => void;
  saving: boolean;
};

const Badge = ({ children, tone }: { children: ReactNode; tone: string }) => (
  <span
    className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
  >
    {children}
  </span>
);

function Contact({
  has,
  label,
  icon,
}: {
  has: boolean;
  label: string;
  icon: 'mail' | 'phone' | 'linkedin';
}) {
  const Icon = icon === 'mail' ? MailIcon : icon === 'phone' ? PhoneIcon : LinkedinIcon;
  return (
    <Icon
      title={has ? `Has ${label}` : `No ${label}`}
      className={`size-4 ${has ? 'text-stone-800' : 'text-stone-300'}`}
    />
  );
}

export const candidateHref = (projectId: string, candidateId: string) =>
  `/app/projects/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}?source=searchPage`;

/** One person found: who they are, why they match, what is known of them, and what to do next. */
export function ResultRow(props: ResultRowProps) {
  const { result, terms, inProject } = props;
  const any = terms.any;
  const place = [result.current_city, result.country].filter(Boolean).join(', ');
  const asked = new Set(
    [...terms.skills, ...any, ...props.askedSkills].map((skill) => skill.toLowerCase()),
  );
  const skills = [...result.skills]
    .map((skill) => ({ skill, matched: asked.has(skill.toLowerCase()) }))
    .sort((a, b) => Number(b.matched) - Number(a.matched))
    .slice(0, 8);
  const otherProjects = result.projects.filter((project) => project._id !== props.projectId);
  const opensCandidate = result.origin === 'workspace' && inProject;
  const facts: ReactNode[] = [];
  if (place) facts.push(<Highlighted text={place} terms={[...terms.location, ...any]} />);
  if (result.years_of_experience !== null)
    facts.push(
      `${result.years_of_experience} ${result.years_of_experience === 1 ? 'year' : 'years'}`,
    );
  if (result.seniority) facts.push(SENIORITY_LABELS[result.seniority]);
  const name = <Highlighted text={result.full_name} terms={[...terms.name, ...any]} />;

  return (
    <li data-testid="search-result" className="flex gap-3 px-3 py-4 sm:px-4">
      <input
        type="checkbox"
        checked={props.selected}
        onChange={(event) => props.onSelect(event.target.checked)}
        aria-label={`Select ${result.full_name}`}
        className="mt-1 size-4 shrink-0 accent-orange-700"
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">
              {opensCandidate ? (
                <Link
                  to={candidateHref(props.projectId, result._id)}
                  className="hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </p>
            <p className="text-sm text-stone-700">
              {result.designation ? (
                <Highlighted text={result.designation} terms={[...terms.title, ...any]} />
              ) : (
                'No title'
              )}
              {result.current_company ? (
                <>
                  {' at '}
                  <Highlighted text={result.current_company} terms={[...terms.company, ...any]} />
                </>
              ) : null}
            </p>
            <p className="text-sm text-stone-600">
              {facts.map((fact, index) => (
                <Fragment key={index}>
                  {index > 0 ? ' · ' : ''}
                  {fact}
                </Fragment>
              ))}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {result.match ? (
              <MatchScore match={result.match} personName={result.full_name} />
            ) : null}
            {inProject ? null : (
              <Button
                variant="secondary"
                className="min-h-8 py-1"
                loading={props.saving}
                onClick={props.onSave}
              >
                Save<span className="sr-only"> {result.full_name} to the project</span>
              </Button>
            )}
          </div>
        </div>
        {skills.length > 0 ? (
          <ul aria-label="Skills" className="flex flex-wrap gap-1">
            {skills.map(({ skill, matched }) => (
              <li
                key={skill}
                className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs ${
                  matched
                    ? 'bg-green-50 font-semibold text-green-900'
                    : 'bg-stone-100 text-stone-700'
                }`}
              >
                {matched ? <CheckIcon className="size-3" /> : null}
                {skill}
                {matched ? <span className="sr-only"> (matches the search)</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-1.5">
            <Contact has={result.has_email} label="an e-mail address" icon="mail" />
            <Contact has={result.has_phone} label="a phone number" icon="phone" />
            <Contact has={result.has_linkedin} label="a LinkedIn profile" icon="linkedin" />
          </span>
          <Badge
            tone={
              result.origin === 'workspace'
                ? 'bg-stone-100 text-stone-800'
                : 'bg-sky-100 text-sky-900'
            }
          >
            {result.origin === 'workspace' ? 'Workspace' : 'People-data provider'}
          </Badge>
          {inProject ? <Badge tone="bg-orange-100 text-orange-900">In this project</Badge> : null}
          {otherProjects.length > 0 ? (
            <Badge tone="bg-stone-100 text-stone-800">
              Also in {otherProjects.map((project) => project.name).join(', ')}
            </Badge>
          ) : null}
          {result.do_not_contact ? (
            <Badge tone="bg-red-100 text-red-900">Do not contact</Badge>
          ) : null}
        </div>
      </div>
    </li>
  );
}
