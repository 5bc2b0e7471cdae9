import * as Popover from '@radix-ui/react-popover';
import { HelpCircleIcon } from '../../../components/ui/icons';
import { POPOVER_SURFACE } from '../../../components/ui/popover-surface';

const SYNTAX: [string, string][] = [
  ['java spring', 'Both words (AND is implied)'],
  ['java OR kotlin', 'Either word'],
  ['NOT intern, -intern', 'Leave out people with the word'],
  ['"machine learning"', 'The exact phrase'],
  ['(go OR rust) AND aws', 'Parentheses group terms'],
];

const FIELDS: [string, string][] = [
  ['title:', 'current job title'],
  ['skills:', 'skills (also skill:)'],
  ['company:', 'current company'],
  ['past_company:', 'earlier employers'],
  ['location:', 'city, region or country'],
  ['school:', 'schools and universities'],
  ['name:', 'the person’s name'],
];

/** The query language in short (decision 026): operators, phrases, groups and fields. */
export function QueryHelp() {
  return (
    <Popover.Root>
      <Popover.Trigger className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-orange-800 hover:bg-orange-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500">
        <HelpCircleIcon className="size-4" />
        Query syntax
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Query syntax"
          className={`${POPOVER_SURFACE} max-h-[70vh] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto p-4 text-sm focus:outline-none`}
        >
          <h2 className="font-semibold text-stone-900">Query syntax</h2>
          <dl className="mt-2 space-y-1.5">
            {SYNTAX.map(([example, meaning]) => (
              <div key={example} className="flex flex-wrap gap-x-2">
                <dt className="font-mono text-stone-900">{example}</dt>
                <dd className="text-stone-600">{meaning}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-stone-700">
            AND, OR and NOT work in capitals only; NOT binds first, then AND, then OR.
          </p>
          <h3 className="mt-3 font-semibold text-stone-900">Fields</h3>
          <p className="text-stone-600">
            Put a field before a word, a phrase or a group: <code>title:(lead OR head)</code>
          </p>
          <dl className="mt-2 space-y-1">
            {FIELDS.map(([field, meaning]) => (
              <div key={field} className="flex flex-wrap gap-x-2">
                <dt className="font-mono text-stone-900">{field}</dt>
                <dd className="text-stone-600">{meaning}</dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
