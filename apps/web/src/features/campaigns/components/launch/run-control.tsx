import { Button } from '../../../../components/ui/button';

type RunControlProps = {
  running: boolean;
  /** Why the button is off (no permission, blockers, unsaved changes); null when it can be used. */
  disabledReason: string | null;
  busy: boolean;
  onRun: (run: boolean) => void;
  /** The server's refusal: its message and the reasons it gave. */
  refusal: { message: string; reasons: string[] } | null;
};

/** Launch (or Pause, while running) with the reason it is unavailable and the server's refusal. */
export function RunControl({ running, disabledReason, busy, onRun, refusal }: RunControlProps) {
  return (
    <section
      aria-labelledby="launch-run"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="launch-run" className="text-lg font-semibold text-stone-900">
        {running ? 'The campaign is running' : 'Launch the campaign'}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {running
          ? 'Candidates moved to In campaign start the sequence at once. Pausing holds every step until you launch again.'
          : 'Launching starts the sequence for every candidate in the campaign, inside the sending window.'}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant={running ? 'secondary' : 'primary'}
          loading={busy}
          disabled={disabledReason !== null}
          aria-describedby={disabledReason ? 'launch-run-reason' : undefined}
          onClick={() => onRun(!running)}
        >
          {running ? 'Pause campaign' : 'Launch campaign'}
        </Button>
        {disabledReason ? (
          <p id="launch-run-reason" className="text-sm text-stone-700">
            {disabledReason}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{refusal.message}</p>
          {refusal.reasons.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
