import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { InterviewSession } from '@hirelane/domain/interviews/interview-session.schema';
import { PublicFrame } from '../../../components/public-frame';
import { Button } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { isApiError } from '../../../lib/api-error';
import { ClosedLink } from './closed-link';
import { ConsentStep } from './consent-step';
import {
  completeInterview,
  consentToInterview,
  extendAnswerTime,
  interviewLinkKey,
  saveTypedAnswer,
  saveVoiceAnswer,
  useInterviewLinkQuery,
} from './interview-session-api';
import { QuestionStep } from './question-step';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** The steps of a live interview: consent, the questions in order, then finishing. */
function InterviewSteps({ token, interview }: { token: string; interview: InterviewSession }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [extendedOn, setExtendedOn] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: interviewLinkKey(token) });
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const usesVoice = interview.settings.answer_mode !== 'typed';
  if (!interview.consented)
    return (
      <ConsentStep
        interview={interview}
        usesVoice={usesVoice}
        saving={busy}
        error={error}
        onAccept={() => void act(() => consentToInterview(token))}
      />
    );

  const real = interview.questions.filter((question) => question.kind !== 'practice');
  const current = interview.questions.find(
    (question) => !question.answered && !(skipped.includes(question.id) && !question.required),
  );

  if (!current) {
    const missing = real.filter((question) => question.required && !question.answered);
    return (
      <section aria-labelledby="finish-title" className="space-y-4">
        <h2 id="finish-title" className="text-xl font-semibold text-stone-900">
          You have answered every question
        </h2>
        <p className="text-stone-700">
          When you finish, your answers go to the recruiting team. You cannot change them after.
        </p>
        {missing.length ? (
          <p role="alert" className="text-sm text-red-700">
            {missing.length} required {missing.length === 1 ? 'question is' : 'questions are'} still
            open.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button loading={busy} onClick={() => void act(() => completeInterview(token))}>
          Finish the interview
        </Button>
      </section>
    );
  }

  const number = real.findIndex((question) => question.id === current.id) + 1;
  const saveAndRefresh = async <T,>(save: () => Promise<T>) => {
    const saved = await save();
    await refresh();
    return saved;
  };
  return (
    <div className="space-y-6">
      <QuestionStep
        key={current.id}
        interview={interview}
        question={current}
        number={number}
        total={real.length}
        extendedHere={extendedOn === current.id}
        onExtend={async () => {
          try {
            await extendAnswerTime(token);
            setExtendedOn(current.id);
            await refresh();
          } catch (failure) {
            setError(messageOf(failure));
          }
        }}
        onTyped={(text, startedAt) =>
          saveAndRefresh(() => saveTypedAnswer(token, current.id, text, startedAt))
        }
        onVoice={(audio, startedAt) =>
          saveAndRefresh(() => saveVoiceAnswer(token, current.id, audio, startedAt))
        }
      />
      {!current.required ? (
        <Button variant="ghost" onClick={() => setSkipped((ids) => [...ids, current.id])}>
          {current.kind === 'practice' ? 'Skip the practice question' : 'Skip this question'}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** /interview/{token}: the candidate's AI interview, public and without the app's shell. */
export function TakeInterviewPage() {
  const token = useParams().token ?? '';
  const link = useInterviewLinkQuery(token);

  if (link.isPending) return <FullPageSpinner label="Loading your interview…" />;
  if (link.isError) {
    const unknown = isApiError(link.error) && [404, 422].includes(link.error.status);
    return (
      <PublicFrame title="Interview">
        {unknown ? (
          <ClosedLink state="unknown" />
        ) : (
          <section className="space-y-3">
            <h1 className="text-2xl font-semibold text-stone-900">The interview did not load</h1>
            <p role="alert" className="text-stone-700">
              {messageOf(link.error)}
            </p>
            <Button onClick={() => void link.refetch()}>Try again</Button>
          </section>
        )}
      </PublicFrame>
    );
  }
  const { state, interview } = link.data;
  if (!interview || (state !== 'open' && state !== 'in_progress'))
    return (
      <PublicFrame title="Interview">
        <ClosedLink state={state === 'open' || state === 'in_progress' ? 'unknown' : state} />
      </PublicFrame>
    );
  return (
    <PublicFrame title={`${interview.job_title} · ${interview.company}`}>
      <h1 className="mb-6 text-2xl font-semibold text-stone-900">
        Interview for {interview.job_title} at {interview.company}
      </h1>
      <InterviewSteps token={token} interview={interview} />
    </PublicFrame>
  );
}
