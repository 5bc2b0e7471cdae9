import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { ArchiveIcon } from './icons';

type EmptyStateProps = {
  title: string;
  description: string;
  action?: { label: string; to: string } | undefined;
  /** The heading level: 1 when the empty state is the page itself. */
  level?: 1 | 2;
  icon?: ReactNode;
  children?: ReactNode;
};

const isExternal = (to: string): boolean => /^(mailto:|https?:)/.test(to);

/** What will be here and the action that leads there — never a blank page. */
export function EmptyState({
  title,
  description,
  action,
  level = 2,
  icon,
  children,
}: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-label={title}
      className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
    >
      <div
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-orange-100"
      >
        {icon ?? <ArchiveIcon className="size-6 text-orange-700" />}
      </div>
      <Heading className="mt-4 text-lg font-bold text-stone-900 sm:text-xl">{title}</Heading>
      <p className="mt-2 max-w-md text-stone-600">{description}</p>
      {children}
      {action ? (
        isExternal(action.to) ? (
          <a href={action.to} className={buttonClasses('primary', 'mt-6')}>
            {action.label}
          </a>
        ) : (
          <Link to={action.to} className={buttonClasses('primary', 'mt-6')}>
            {action.label}
          </Link>
        )
      ) : null}
    </section>
  );
}
