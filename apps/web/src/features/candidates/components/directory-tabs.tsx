import { Link } from 'react-router';

const tab = (current: boolean) =>
  `-mb-px border-b-2 px-1 pb-2 text-sm font-semibold ${
    current
      ? 'border-stone-900 text-stone-900'
      : 'border-transparent text-stone-600 hover:text-stone-900'
  }`;

/** The directory's two views: everyone, and the possible duplicates (owners and admins). */
export function DirectoryTabs({ duplicates }: { duplicates: boolean }) {
  return (
    <nav aria-label="Candidates views" className="mt-4 flex gap-6 border-b border-stone-200">
      <Link
        to="/app/candidates"
        className={tab(!duplicates)}
        aria-current={!duplicates ? 'page' : undefined}
      >
        All people
      </Link>
      <Link
        to="/app/candidates?view=duplicates"
        className={tab(duplicates)}
        aria-current={duplicates ? 'page' : undefined}
      >
        Possible duplicates
      </Link>
    </nav>
  );
}
