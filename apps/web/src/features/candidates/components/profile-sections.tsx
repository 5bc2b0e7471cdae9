import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { formatMonthYear } from '@hirelane/domain/format/format-date';
import { Section } from '../../../components/section-card';
import { StageBadge } from '../../pipeline/components/stage-badge';

/** 'YYYY-MM' as SPEC 9's 'Mon YYYY'. */
export const monthYear = (month: string | null): string =>
  month ? formatMonthYear(`${month}-01T00:00:00Z`, true) : '';

export const dateRange = (start: string | null, end: string | null, current = false): string => {
  const from = monthYear(start);
  const to = current ? 'Present' : monthYear(end);
  return from && to ? `${from} – ${to}` : from || to;
};

const Muted = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-stone-600">{children}</p>
);

export function ContactDetails({
  profile,
  children,
}: {
  profile: Candidate['profile'];
  /** Actions under the details (the paid contact reveal). */
  children?: ReactNode;
}) {
  const rows: { label: string; value: ReactNode }[] = [];
  if (profile.email)
    rows.push({
      label: 'E-mail',
      value: (
        <a href={`mailto:${profile.email}`} className="break-all text-orange-800 underline">
          {profile.email}
        </a>
      ),
    });
  for (const phone of profile.phone_numbers)
    rows.push({
      label: 'Phone',
      value: (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-orange-800 underline">
          {phone}
        </a>
      ),
    });
  if (profile.linkedin_url) {
    const href = /^https?:\/\//i.test(profile.linkedin_url)
      ? profile.linkedin_url
      : `https://${profile.linkedin_url}`;
    rows.push({
      label: 'LinkedIn',
      value: (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="break-all text-orange-800 underline"
        >
          {profile.linkedin_url}
        </a>
      ),
    });
  }
  return (
    <Section title="Contact details">
      {rows.length === 0 ? (
        <Muted>No contact details yet.</Muted>
      ) : (
        <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
          {rows.map((row, index) => (
            <div key={`${row.label}-${index}`} className="contents">
              <dt className="text-stone-600">{row.label}</dt>
              <dd className="min-w-0 text-stone-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children ? <div className="mt-3">{children}</div> : null}
    </Section>
  );
}

export function Summary({ summary }: { summary: string | null }) {
  return (
    <Section title="Summary">
      {summary ? (
        <p className="text-sm whitespace-pre-line text-stone-800">{summary}</p>
      ) : (
        <Muted>No summary yet.</Muted>
      )}
    </Section>
  );
}

export function Experience({ entries }: { entries: Candidate['experience'] }) {
  return (
    <Section title="Experience">
      {entries.length === 0 ? (
        <Muted>No experience listed.</Muted>
      ) : (
        <ol className="space-y-4">
          {entries.map((entry, index) => (
            <li key={`${entry.company}-${entry.title}-${index}`} className="text-sm">
              <p className="font-medium text-stone-900">
                {entry.title}
                {entry.company ? (
                  <span className="font-normal text-stone-700"> at {entry.company}</span>
                ) : null}
              </p>
              <p className="text-stone-600">
                {[dateRange(entry.start_date, entry.end_date, entry.is_current), entry.location]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {entry.description ? (
                <p className="mt-1 whitespace-pre-line text-stone-700">{entry.description}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function Education({ entries }: { entries: Candidate['education'] }) {
  return (
    <Section title="Education">
      {entries.length === 0 ? (
        <Muted>No education listed.</Muted>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry, index) => (
            <li key={`${entry.school}-${index}`} className="text-sm">
              <p className="font-medium text-stone-900">{entry.school}</p>
              <p className="text-stone-700">
                {[entry.degree, entry.field_of_study].filter(Boolean).join(', ')}
              </p>
              <p className="text-stone-600">{dateRange(entry.start_date, entry.end_date)}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function Skills({ skills }: { skills: string[] }) {
  return (
    <Section title="Skills">
      {skills.length === 0 ? (
        <Muted>No skills listed.</Muted>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-800"
            >
              {skill}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function OtherProjects({
  candidate,
  projectId,
}: {
  candidate: Candidate;
  projectId: string;
}) {
  const others = candidate.projects.filter((project) => project._id !== projectId);
  return (
    <Section title="Other projects">
      {others.length === 0 ? (
        <Muted>Only in this project.</Muted>
      ) : (
        <ul className="space-y-2">
          {others.map((project) => (
            <li key={project._id} className="flex flex-wrap items-center gap-2 text-sm">
              <Link
                to={`/app/projects/${encodeURIComponent(project._id)}/candidate/${encodeURIComponent(candidate._id)}`}
                className="font-medium text-orange-800 underline"
              >
                {project.name}
              </Link>
              <StageBadge stage={project.stage} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
