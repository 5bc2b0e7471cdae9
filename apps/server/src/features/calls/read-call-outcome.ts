import { ruleBasedInterest, type CallInterest } from '@hirelane/domain/calls/call-rules';
import type { TextProvider } from '../../integrations/llm/text-provider';

export type TranscriptLine = { speaker: 'assistant' | 'candidate'; text: string };
export type CallReading = { summary: string | null; interest: CallInterest };

const SUMMARY_MAX = 600;
const INTERESTS: readonly CallInterest[] = ['interested', 'not_interested', 'unclear'];

/** Lines of Vapi's plain transcript ("AI: …" / "User: …"). */
export const transcriptLines = (transcript: string): TranscriptLine[] =>
  transcript
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(ai|assistant|bot|user|customer)\s*:\s*(.*)$/i.exec(line);
      const who = match?.[1]?.toLowerCase();
      const speaker = who === 'user' || who === 'customer' ? 'candidate' : 'assistant';
      return { speaker, text: match?.[2] ?? line };
    });

const ruleBased = (lines: TranscriptLine[]): CallReading => {
  const said = lines.filter((line) => line.speaker === 'candidate').map((line) => line.text);
  const interest = ruleBasedInterest(said);
  const summary = said.length
    ? `The candidate said: ${said.join(' ').slice(0, SUMMARY_MAX - 24)}`
    : null;
  return { summary, interest };
};

/**
 * The summary of an answered call and the person's interest, read from the transcript by the
 * text provider (the built-in rules when no model is configured, or when the model fails: an
 * answered call is never lost to a model error).
 */
export const readCallOutcome = async (
  text: TextProvider,
  transcript: string,
  goal: string | null,
): Promise<CallReading> => {
  const lines = transcriptLines(transcript);
  if (text.info.kind === 'local_rules' || lines.length === 0) return ruleBased(lines);
  try {
    const answer = await text.complete({
      system:
        'You read the transcript of a recruiter\'s AI phone call with a candidate. Answer one JSON object: {"summary": two or three factual sentences of what the candidate said, "interest": "interested" | "not_interested" | "unclear"}. Interested means the candidate wants to go on talking about the role.',
      user: `${goal ? `Goal of the call: ${goal}\n` : ''}Transcript:\n${transcript.slice(0, 12_000)}`,
      json: true,
      maxTokens: 300,
    });
    const parsed = JSON.parse(answer) as { summary?: unknown; interest?: unknown };
    const interest = INTERESTS.find((value) => value === parsed.interest);
    if (!interest) return ruleBased(lines);
    const summary =
      typeof parsed.summary === 'string' ? parsed.summary.trim().slice(0, SUMMARY_MAX) : null;
    return { summary: summary || null, interest };
  } catch {
    return ruleBased(lines);
  }
};
