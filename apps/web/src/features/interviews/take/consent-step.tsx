import { useState } from 'react';
import type { InterviewSession } from '@hirelane/domain/interviews/interview-session.schema';
import { Button } from '../../../components/ui/button';
import { MicrophoneCheck } from './microphone-check';

type Props = {
  interview: InterviewSession;
  usesVoice: boolean;
  saving: boolean;
  error: string | null;
  onAccept: () => void;
};

/** The consent and privacy notice, and a microphone check when answers may be spoken. */
export function ConsentStep({ interview, usesVoice, saving, error, onAccept }: Props) {
  const [accepted, setAccepted] = useState(false);
  return (
    <section aria-labelledby="consent-title" className="space-y-5">
      <h2 id="consent-title" className="text-lg font-semibold text-stone-900">
        Before you start
      </h2>
      <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800">
        <h3 className="font-semibold">Privacy notice</h3>
        <p>{interview.consent_text}</p>
        <p>
          The interview has {interview.questions.length - 1} questions after a practice question
          that is not scored. You can answer by{' '}
          {interview.settings.answer_mode === 'typed'
            ? 'typing'
            : interview.settings.answer_mode === 'voice' &&
                interview.settings.transcription === 'configured'
              ? 'speaking'
              : 'typing or speaking'}
          ; each answer is saved as soon as you give it, so you can close the page and come back.
        </p>
      </div>
      {usesVoice ? <MicrophoneCheck /> : null}
      <label className="flex items-start gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-orange-700"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <span>I have read the notice and agree that my answers are recorded and evaluated.</span>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button disabled={!accepted} loading={saving} onClick={onAccept}>
        Start the interview
      </Button>
    </section>
  );
}
