import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { SUPPORT_EMAIL } from '../../../lib/error-messages';
import { usePageTitle } from '../../../lib/use-page-title';

const mailTo = (subject: string) =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

/** /app/book-a-demo (SPEC 2.1, the sidebar's Support): reach the team by e-mail. */
export function SupportPage() {
  usePageTitle('Support');
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-stone-900">Support</h1>
      <p className="mt-2 text-stone-600">
        Our team answers every message at <span className="font-medium">{SUPPORT_EMAIL}</span>.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="font-semibold text-stone-900">Ask a question</h2>
          <p className="mt-2 text-sm text-stone-600">
            Something does not work, or you are not sure how to do something: write to us and say
            which page you were on.
          </p>
          <a href={mailTo('Question about Hirelane')} className={buttonClasses('primary', 'mt-5')}>
            Contact support
          </a>
        </Card>
        <Card>
          <h2 className="font-semibold text-stone-900">Book a demo</h2>
          <p className="mt-2 text-sm text-stone-600">
            A walkthrough of Hirelane for your team: tell us a few times that suit you and we reply
            with an invitation.
          </p>
          <a href={mailTo('Book a demo')} className={buttonClasses('secondary', 'mt-5')}>
            Ask for a demo
          </a>
        </Card>
      </div>
    </main>
  );
}
