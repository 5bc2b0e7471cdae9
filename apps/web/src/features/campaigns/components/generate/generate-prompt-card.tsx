import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';

type GeneratePromptCardProps = { generateHref: string; stepsHref: string };

/** SPEC 2.1: steps/preview with show=prompt is the entry to generating steps. */
export function GeneratePromptCard({ generateHref, stepsHref }: GeneratePromptCardProps) {
  return (
    <section
      aria-labelledby="generate-prompt-heading"
      className="rounded-2xl border border-orange-200 bg-gradient-to-br from-orange-50 to-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="generate-prompt-heading" className="text-xl font-bold text-stone-900">
        Let AI draft your campaign
      </h2>
      <p className="mt-2 max-w-xl text-stone-700">
        Pick the channels, the tone and how many messages to send. Hirelane writes the sequence from
        this project’s job details, with variables for each candidate. You review every step before
        anything replaces your campaign.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link to={generateHref} className={buttonClasses('primary')}>
          Generate steps
        </Link>
        <Link to={stepsHref} className={buttonClasses('secondary')}>
          Write steps myself
        </Link>
      </div>
    </section>
  );
}
