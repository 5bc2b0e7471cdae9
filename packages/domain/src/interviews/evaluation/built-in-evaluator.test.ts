import { describe, expect, it } from 'vitest';
import type { InterviewQuestion } from '../interview-plan.schema';
import { DEFAULT_INTERVIEW_SETTINGS } from '../interview-settings.schema';
import { evaluateWithBuiltIn, scoreAnswerByRules } from './built-in-evaluator';
import { DEMO_PLAN, STRONG_INTERVIEW, WEAK_INTERVIEW } from './demo-interviews.fixture';
import { interviewEvaluationSchema, type InterviewAnswer } from './interview-answer.schema';
import { locateQuote } from './verify-quotes';

const thresholds = DEFAULT_INTERVIEW_SETTINGS.thresholds;

const question: InterviewQuestion = {
  id: 'q-go',
  text: 'Tell me about a Go service you built.',
  rubric: 'Designs for concurrency with goroutines and explains error handling and profiling.',
  evidence: ['Go', 'goroutines', 'channels', 'pprof'],
  scored: true,
  minutes: 4,
  origin: 'question_bank',
};

describe('the built-in evaluator on the demo job', () => {
  const strong = evaluateWithBuiltIn({ plan: DEMO_PLAN, answers: STRONG_INTERVIEW, thresholds });
  const weak = evaluateWithBuiltIn({ plan: DEMO_PLAN, answers: WEAK_INTERVIEW, thresholds });

  it('gives the strong interview strong_hire and the weak one no_hire, saying it is the built-in one', () => {
    expect(interviewEvaluationSchema.parse(strong)).toEqual(strong);
    expect(strong).toMatchObject({
      status: 'scored',
      evaluator: 'built_in',
      evaluator_label: 'Built-in evaluator (no AI model configured)',
      verdict: 'strong_hire',
      dropped: [],
      unanswered: [],
    });
    expect(strong.deal_breakers.every((result) => result.passed === true)).toBe(true);
    expect(weak).toMatchObject({ status: 'scored', evaluator: 'built_in', verdict: 'no_hire' });
    expect(weak.deal_breakers.map((result) => result.passed)).toEqual([false, false, false, false]);
  });

  it('scores every scored question of the strong interview above every one of the weak', () => {
    if (strong.status !== 'scored' || weak.status !== 'scored') throw new Error('not scored');
    const lowestStrong = Math.min(...strong.questions.map((q) => q.score));
    const highestWeak = Math.max(...weak.questions.map((q) => q.score));
    expect(lowestStrong).toBeGreaterThan(highestWeak);
    expect(strong.overall_score).toBeGreaterThanOrEqual(85);
    expect(weak.overall_score).toBeLessThan(50);
  });

  it('quotes only exact sentences of the answer to the same question', () => {
    for (const evaluation of [strong, weak]) {
      if (evaluation.status !== 'scored') throw new Error('not scored');
      for (const score of evaluation.questions) {
        const answer = [...STRONG_INTERVIEW, ...WEAK_INTERVIEW].filter(
          (a) => a.question_id === score.question_id,
        );
        expect(score.quotes.length).toBeGreaterThanOrEqual(1);
        for (const quote of score.quotes)
          expect(answer.some((a) => a.text.includes(quote) && locateQuote(a.text, quote))).toBe(
            true,
          );
      }
    }
  });

  it('is deterministic', () => {
    expect(evaluateWithBuiltIn({ plan: DEMO_PLAN, answers: STRONG_INTERVIEW, thresholds })).toEqual(
      strong,
    );
  });
});

describe('scoreAnswerByRules', () => {
  it('scores higher the more evidence, figures and examples an answer holds', () => {
    const thin = scoreAnswerByRules(question, 'I wrote a Go service once.');
    const rich = scoreAnswerByRules(
      question,
      'At my last job I built a Go service that fanned out requests with goroutines and channels. It handled 4,000 requests per second. When latency rose I profiled it with pprof and found a lock held across a network call.',
    );
    expect(rich.score).toBeGreaterThan(thin.score + 30);
    expect(rich.reasoning).toContain(
      'Names 4 of 4 evidence terms: Go, goroutines, channels, pprof.',
    );
  });

  it('scores a partial answer between a thin and a rich one, counting number words as figures', () => {
    const thin = scoreAnswerByRules(question, 'I wrote a Go service once.');
    const partial = scoreAnswerByRules(
      question,
      'I have written Go for two years. Our workers used goroutines to read from a queue.',
    );
    const rich = scoreAnswerByRules(
      question,
      'At my last job I built a Go service that fanned out requests with goroutines and channels. It handled 4,000 requests per second. When latency rose I profiled it with pprof and found a lock held across a network call.',
    );
    expect(partial.reasoning).toContain('1 figure');
    expect(partial.score).toBeGreaterThan(thin.score + 10);
    expect(rich.score).toBeGreaterThan(partial.score + 10);
  });

  it('matches evidence whatever the case and plural, but never inside another word', () => {
    const result = scoreAnswerByRules(question, 'I like GOROUTINES and a good channel.');
    expect(result.reasoning).toContain('Names 2 of 4 evidence terms: goroutines, channels.');
    expect(scoreAnswerByRules(question, 'It was a good, going concern.').reasoning).toContain(
      'Names none of the evidence',
    );
  });

  it('caps an answer without any evidence at 20 and says so, quoting its first sentence', () => {
    const long = `I am a hard worker and a fast learner. ${'I like teams and I like learning new things every day. '.repeat(8)}`;
    const result = scoreAnswerByRules(question, long);
    expect(result.score).toBeLessThanOrEqual(20);
    expect(result.quotes).toEqual(['I am a hard worker and a fast learner.']);
    expect(result.reasoning).toContain('Without evidence the score stays at or below 20.');
  });

  it('quotes at most three sentences, the ones with the most evidence, in the answer’s order', () => {
    const answer =
      'I use Go. Goroutines and channels carry the work. Nothing here. We profile with pprof and Go tooling. Channels again.';
    expect(scoreAnswerByRules(question, answer).quotes).toEqual([
      'I use Go.',
      'Goroutines and channels carry the work.',
      'We profile with pprof and Go tooling.',
    ]);
  });
});

describe('answers missing', () => {
  const answer = (id: string, text: string): InterviewAnswer => ({
    question_id: id,
    text,
    mode: 'typed',
    started_at: '2026-11-20T10:00:00.000Z',
    answered_at: '2026-11-20T10:02:00.000Z',
  });

  it('counts an unanswered scored question as 0 and lists it; unscored questions are not scored', () => {
    const plan = {
      deal_breakers: [],
      questions: [
        question,
        { ...question, id: 'q-skipped' },
        { ...question, id: 'q-unscored', scored: false },
      ],
    };
    const result = evaluateWithBuiltIn({
      plan,
      answers: [
        answer('q-go', 'I built a Go service with goroutines and channels, profiled with pprof.'),
        answer('q-skipped', '   '),
        answer('q-unscored', 'Go goroutines channels pprof'),
      ],
      thresholds,
    });
    if (result.status !== 'scored') throw new Error('not scored');
    expect(result.questions.map((q) => q.question_id)).toEqual(['q-go']);
    expect(result.unanswered).toEqual(['q-skipped']);
    expect(result.overall_score).toBe(Math.round((result.questions[0]?.score ?? 0) / 2));
  });

  it('is "scoring unavailable" when no scored question has an answer, with deal-breakers still checked', () => {
    const result = evaluateWithBuiltIn({
      plan: DEMO_PLAN,
      answers: [answer('db-work-authorization', 'Yes.')],
      thresholds,
    });
    expect(result).toMatchObject({
      status: 'scoring_unavailable',
      evaluator: 'built_in',
      reason: 'no_answer',
      message: 'No scored question was answered. A person needs to review this interview.',
    });
    expect(result.deal_breakers[0]).toMatchObject({ id: 'db-work-authorization', passed: true });
    expect(result).not.toHaveProperty('overall_score');
  });
});
