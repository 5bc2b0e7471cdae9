import { evaluateWithBuiltIn } from '@hirelane/domain/interviews/evaluation/built-in-evaluator';
import {
  DEMO_PLAN,
  STRONG_INTERVIEW,
  WEAK_INTERVIEW,
} from '@hirelane/domain/interviews/evaluation/demo-interviews.fixture';
import type { InterviewAnswer } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';

/**
 * Prints the built-in evaluation of the demo job's strong and weak typed interviews, with the
 * quotes the evaluator chose: `node --import tsx apps/server/src/features/interviews/evaluation/print-demo-evaluations.ts`.
 */

const print = (title: string, answers: InterviewAnswer[]) => {
  const evaluation = evaluateWithBuiltIn({
    plan: DEMO_PLAN,
    answers,
    thresholds: DEFAULT_INTERVIEW_SETTINGS.thresholds,
  });
  const lines = [`## ${title}`, `Evaluator: ${evaluation.evaluator_label}`];
  if (evaluation.status === 'scored')
    lines.push(`Overall score: ${evaluation.overall_score} → verdict ${evaluation.verdict}`);
  else lines.push(`Scoring unavailable: ${evaluation.message}`);
  lines.push('Deal-breakers:');
  for (const result of evaluation.deal_breakers)
    lines.push(
      `  - ${result.id}: ${result.passed === null ? 'unclear' : result.passed ? 'passed' : 'FAILED'} (read: ${result.reading})${result.quote ? ` — "${result.quote}"` : ''}`,
    );
  if (evaluation.status === 'scored')
    for (const question of evaluation.questions) {
      lines.push(`${question.question_id}: ${question.score}/100 — ${question.reasoning}`);
      for (const quote of question.quotes) lines.push(`    > "${quote}"`);
    }
  process.stdout.write(`${lines.join('\n')}\n\n`);
};

const thresholds = DEFAULT_INTERVIEW_SETTINGS.thresholds;
process.stdout.write(
  `Thresholds: strong_hire ≥ ${thresholds.strong_hire}, hire ≥ ${thresholds.hire}, maybe ≥ ${thresholds.maybe}\n\n`,
);
print('Strong typed interview', STRONG_INTERVIEW);
print('Weak typed interview', WEAK_INTERVIEW);
