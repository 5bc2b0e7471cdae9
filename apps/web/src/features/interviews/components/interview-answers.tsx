import type {
  CandidateInterview,
  EvaluationView,
} from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { Section } from '../../../components/section-card';
import { MarkedAnswer } from './marked-answer';

/** "2 min 05 s", "45 s". */
export const formatSeconds = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
};

const DEAL_BREAKER_RESULT = {
  pass: { label: 'Pass', classes: 'bg-green-50 text-green-800 ring-green-200' },
  fail: { label: 'Fail', classes: 'bg-red-50 text-red-800 ring-red-200' },
  unclear: { label: 'Unclear', classes: 'bg-stone-100 text-stone-700 ring-stone-300' },
} as const;

const resultOf = (passed: boolean | null) =>
  DEAL_BREAKER_RESULT[passed === null ? 'unclear' : passed ? 'pass' : 'fail'];

const PILL = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1';

/** Each deal-breaker with pass / fail / unclear, what was read, and the words it rests on. */
export function DealBreakerResults({
  evaluation,
  questions,
}: {
  evaluation: EvaluationView;
  questions: CandidateInterview['questions'];
}) {
  if (evaluation.deal_breakers.length === 0) return null;
  return (
    <Section title="Deal-breakers">
      <ul className="space-y-3">
        {evaluation.deal_breakers.map((result) => {
          const shown = resultOf(result.passed);
          return (
            <li key={result.id} className="text-sm">
              <p className="flex flex-wrap items-center gap-2 text-stone-900">
                <span className={`${PILL} ${shown.classes}`}>{shown.label}</span>
                {questions[result.id] ?? result.id}
              </p>
              <p className="mt-1 text-stone-600">Read: {result.reading}</p>
              {result.quote ? (
                <blockquote className="mt-1 border-l-2 border-amber-300 pl-2 text-stone-700">
                  “{result.quote}”
                </blockquote>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * Every answer in the order asked: the question, typed or voice, the time taken, the recording
 * when one is kept, the transcript with the evaluator's quotes marked, and the question's score.
 */
export function InterviewAnswers({ interview }: { interview: CandidateInterview }) {
  const evaluation = interview.evaluation;
  const scores = new Map(
    evaluation?.status === 'scored'
      ? evaluation.questions.map((score) => [score.question_id, score])
      : [],
  );
  const dropped = new Map((evaluation?.dropped ?? []).map((d) => [d.question_id, d]));
  const unanswered = evaluation?.status === 'scored' ? evaluation.unanswered : [];
  return (
    <Section title="Answers">
      {interview.answers.length === 0 ? (
        <p className="text-sm text-stone-600">No answers yet.</p>
      ) : (
        <ol className="space-y-5">
          {interview.answers.map((answer) => {
            const score = scores.get(answer.question_id);
            const ranges = interview.quote_locations.filter(
              (at) => at.question_id === answer.question_id,
            );
            return (
              <li key={answer._id} aria-label={answer.question} className="space-y-2">
                <h3 className="text-sm font-semibold text-stone-900">{answer.question}</h3>
                <p className="text-xs text-stone-600">
                  {answer.mode === 'voice' ? 'Voice' : 'Typed'} · answered in{' '}
                  {formatSeconds(answer.seconds)}
                  {score ? ` · score ${score.score} / 100` : ''}
                </p>
                {answer.audio_url ? (
                  <audio controls preload="none" src={answer.audio_url} className="w-full">
                    <a href={answer.audio_url}>Download the recording</a>
                  </audio>
                ) : null}
                {answer.text !== null ? (
                  <MarkedAnswer text={answer.text} ranges={ranges} />
                ) : (
                  <p className="text-sm text-stone-600 italic">
                    {interview.expired
                      ? 'Removed after the retention period.'
                      : answer.transcription === 'pending'
                        ? 'Transcription in progress.'
                        : 'No transcript of this answer.'}
                  </p>
                )}
                {score ? <p className="text-sm text-stone-700">{score.reasoning}</p> : null}
                {dropped.has(answer.question_id) ? (
                  <p className="text-sm text-amber-900">
                    The evaluator’s score for this answer was dropped: its quotes are not in the
                    answer.
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {unanswered.length > 0 ? (
        <p className="mt-4 text-sm text-stone-600">
          Not answered (counted as 0):{' '}
          {unanswered.map((id) => interview.questions[id] ?? id).join('; ')}
        </p>
      ) : null}
    </Section>
  );
}
