import { useEffect, useId, useRef, useState } from 'react';
import type {
  InterviewSession,
  SavedAnswer,
  SessionQuestion,
} from '@hirelane/domain/interviews/interview-session.schema';
import { Button } from '../../../components/ui/button';
import { AnswerTimer } from './answer-timer';
import { canRecord, useVoiceRecorder } from './use-voice-recorder';
import { useSpeech } from './use-speech';

type Props = {
  interview: InterviewSession;
  question: SessionQuestion;
  /** 1-based place among the real questions; 0 for the practice question. */
  number: number;
  total: number;
  extendedHere: boolean;
  onExtend: () => Promise<void>;
  onTyped: (text: string, startedAt: Date) => Promise<SavedAnswer>;
  onVoice: (audio: Blob, startedAt: Date) => Promise<SavedAnswer>;
};

export const NO_TRANSCRIPTION_NOTE =
  'Spoken answers are recorded for the recruiting team but cannot be turned into text here, so please type each answer (you may also record it).';

/** One question: shown (and read aloud where the browser can), answered typed or by voice. */
export function QuestionStep(props: Props) {
  const { interview, question, number, total, extendedHere } = props;
  const { settings } = interview;
  const textId = useId();
  const startedAt = useRef(new Date());
  const speech = useSpeech(settings.voice);
  const recorder = useVoiceRecorder();
  const voiceAllowed = settings.answer_mode !== 'typed' && canRecord();
  const transcribed = settings.transcription === 'configured';
  // Without transcription the candidate is offered typed answers; a recording is still kept.
  const offerChoice = voiceAllowed && (settings.answer_mode === 'candidate_choice' || !transcribed);
  const [mode, setMode] = useState<'typed' | 'voice'>(
    settings.answer_mode === 'voice' && voiceAllowed && transcribed ? 'voice' : 'typed',
  );
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [extending, setExtending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const { speak } = speech;
  useEffect(() => {
    heading.current?.focus();
    speak(question.text);
  }, [question.text, speak]);

  const run = async (save: () => Promise<SavedAnswer>) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await save();
      if (!saved.answered) {
        setNote(saved.transcription_note ?? 'Please type your answer too.');
        setMode('typed');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your answer was not saved.');
    } finally {
      setSaving(false);
    }
  };

  const stopRecording = async () => {
    const audio = await recorder.stop();
    if (!audio) {
      setError('Nothing was recorded. Please try again, or type your answer.');
      return;
    }
    await run(() => props.onVoice(audio, startedAt.current));
  };

  const seconds = settings.answer_seconds * (extendedHere ? 2 : 1);
  const label =
    question.kind === 'practice'
      ? 'Practice question (not scored)'
      : `Question ${number} of ${total}`;

  return (
    <section aria-labelledby={textId} className="space-y-5">
      <div className="space-y-1">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        {question.kind !== 'practice' ? (
          <progress
            className="h-2 w-full accent-orange-700"
            max={total}
            value={number - 1}
            aria-label="Progress"
          >
            {number - 1} of {total} answered
          </progress>
        ) : null}
      </div>
      <h2
        id={textId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-stone-900 focus:outline-none"
      >
        {question.text}
      </h2>
      {speech.available ? (
        <Button variant="ghost" onClick={() => speech.speak(question.text)}>
          {speech.speaking ? 'Reading the question aloud…' : 'Read the question aloud'}
        </Button>
      ) : null}
      <AnswerTimer
        key={question.id}
        seconds={seconds}
        canExtend={!settings.time_extended}
        extending={extending}
        onExtend={() => {
          setExtending(true);
          void props.onExtend().finally(() => setExtending(false));
        }}
      />
      {voiceAllowed && !transcribed ? (
        <p className="text-sm text-stone-700">{NO_TRANSCRIPTION_NOTE}</p>
      ) : null}
      {offerChoice ? (
        <fieldset className="flex flex-wrap gap-4 text-sm text-stone-800">
          <legend className="mb-1 font-medium">How do you want to answer?</legend>
          {(['typed', 'voice'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`mode-${question.id}`}
                className="h-4 w-4 accent-orange-700"
                checked={mode === value}
                onChange={() => setMode(value)}
                disabled={recorder.state === 'recording'}
              />
              {value === 'typed' ? 'Type my answer' : 'Speak my answer'}
            </label>
          ))}
        </fieldset>
      ) : null}
      {note ? (
        <p role="status" className="rounded-lg bg-orange-50 p-3 text-sm text-orange-900">
          {note}
        </p>
      ) : null}
      {mode === 'voice' ? (
        <div className="space-y-2">
          {recorder.state === 'recording' ? (
            <>
              <p role="status" className="text-sm font-medium text-red-700">
                Recording… take your time. Click “Stop and save” when you have finished.
              </p>
              <Button loading={saving} onClick={() => void stopRecording()}>
                Stop and save my answer
              </Button>
            </>
          ) : (
            <Button loading={saving} onClick={() => void recorder.start()}>
              Start recording
            </Button>
          )}
          {recorder.state === 'denied' ? (
            <p role="alert" className="text-sm text-red-700">
              The microphone is blocked. Allow it in your browser, or type your answer.
            </p>
          ) : null}
        </div>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) {
              setError('Type your answer first.');
              return;
            }
            void run(() => props.onTyped(text, startedAt.current));
          }}
        >
          <label htmlFor={`${textId}-answer`} className="block text-sm font-medium text-stone-800">
            Your answer
          </label>
          <textarea
            id={`${textId}-answer`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={6}
            className="w-full rounded-lg border border-stone-300 p-3 text-base text-stone-900 focus:border-orange-600 focus:outline-none focus:ring-2 focus:ring-orange-500"
          />
          <Button type="submit" loading={saving}>
            Save and continue
          </Button>
        </form>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
