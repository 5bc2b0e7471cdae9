import type { InterviewPlan } from '../interview-plan.schema';
import type { InterviewAnswer } from './interview-answer.schema';

/**
 * The demo charlie project's job (apps/server/src/seed/seed-demo-projects.ts: Platform Engineer,
 * Demo Recruiting, Berlin, hybrid, senior, EUR 85,000–105,000, must-haves Kubernetes and
 * Terraform, nice-to-have Go), an interview plan for it, and two typed interviews: one strong,
 * one weak. Used by the unit tests and by apps/server/src/features/interviews/evaluation/print-demo-evaluations.ts for the note.
 */

export const DEMO_PLAN: Pick<InterviewPlan, 'deal_breakers' | 'questions'> = {
  deal_breakers: [
    {
      id: 'db-work-authorization',
      kind: 'work_authorization',
      question: 'Are you authorised to work in Germany without sponsorship?',
      passing_answer: 'Yes',
      rule: { type: 'yes_no', expected: 'yes' },
    },
    {
      id: 'db-location',
      kind: 'location',
      question:
        'The role is hybrid in Berlin, three days a week in the office. Where would you work from?',
      passing_answer: 'Berlin or within commuting distance',
      rule: { type: 'any_of', phrases: ['Berlin', 'Potsdam', 'relocate'] },
    },
    {
      id: 'db-salary',
      kind: 'salary',
      question: 'What yearly salary, in euros, are you looking for?',
      passing_answer: 'At most EUR 105,000',
      rule: { type: 'number_at_most', value: 105_000 },
    },
    {
      id: 'db-notice',
      kind: 'notice_period',
      question: 'What is your notice period?',
      passing_answer: 'Three months or less',
      rule: { type: 'number_at_most', value: 13 },
    },
  ],
  questions: [
    {
      id: 'q-kubernetes',
      text: 'Tell me about a Kubernetes platform you ran in production. How did teams deploy to it?',
      rubric:
        'Has operated Kubernetes clusters in production, explains the deployment path (GitOps, Helm, rollouts and rollbacks) and the trade-offs of multi-tenancy.',
      evidence: ['Kubernetes', 'Helm', 'Argo CD', 'rollback', 'namespaces', 'autoscaling'],
      scored: true,
      minutes: 5,
      origin: 'question_bank',
    },
    {
      id: 'q-terraform',
      text: 'How do you structure Terraform for several environments and teams?',
      rubric:
        'Uses Terraform modules and remote state with locking, separates environments, reviews plans in CI and handles drift.',
      evidence: ['Terraform', 'modules', 'remote state', 'plan', 'drift', 'CI'],
      scored: true,
      minutes: 5,
      origin: 'question_bank',
    },
    {
      id: 'q-observability',
      text: 'Describe an incident you handled. How did you find the cause?',
      rubric:
        'Leads an incident calmly with metrics, logs and traces, finds the root cause, writes a blameless postmortem and adds alerts or SLOs so it does not recur.',
      evidence: ['Prometheus', 'Grafana', 'tracing', 'SLO', 'postmortem', 'alert'],
      scored: true,
      minutes: 5,
      origin: 'question_bank',
    },
    {
      id: 'q-path-to-production',
      text: 'What makes a path to production fast and safe for product teams?',
      rubric:
        'Designs pipelines with automated tests, progressive delivery (canary or blue-green), feature flags and self-service for product teams, measured by lead time or DORA metrics.',
      evidence: ['CI/CD', 'canary', 'feature flags', 'lead time', 'self-service', 'Go'],
      scored: true,
      minutes: 5,
      origin: 'question_bank',
    },
  ],
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();

const typed = (answers: Array<[string, string]>): InterviewAnswer[] =>
  answers.map(([questionId, text], index) => ({
    question_id: questionId,
    text,
    mode: 'typed',
    started_at: at(index * 4),
    answered_at: at(index * 4 + 3),
  }));

export const STRONG_INTERVIEW: InterviewAnswer[] = typed([
  ['db-work-authorization', 'Yes, I am. I have an EU passport.'],
  ['db-location', 'I live in Berlin, in Friedrichshain, so three office days are fine.'],
  ['db-salary', 'I am looking for €98k a year.'],
  ['db-notice', 'Two months.'],
  [
    'q-kubernetes',
    'At my last company I ran four Kubernetes clusters on EKS for about 60 engineers. Teams deployed with Helm charts that Argo CD synced from Git, so every change was a pull request. Each team had its own namespaces with quotas and network policies, which kept noisy neighbours apart. We used Argo Rollouts, and a rollback was one click or an automatic one when the error rate crossed 2%. Cluster autoscaling cut our node bill by about 30%.',
  ],
  [
    'q-terraform',
    'I split Terraform into small modules, versioned in their own repository, and one root configuration per environment. Remote state lives in S3 with DynamoDB locking. Every pull request runs terraform plan in CI and posts the plan as a comment, and applies only happen from the main branch. A nightly job runs plan against production to catch drift, and we fixed drift within a day.',
  ],
  [
    'q-observability',
    'Last year checkout latency jumped to 4 seconds on a Friday. I took the incident lead, and Grafana dashboards on Prometheus metrics showed the database connection pool was exhausted. Tracing in Tempo pointed to a new endpoint that opened a connection per request. We rolled it back in 12 minutes. In the blameless postmortem we added an alert on pool saturation and an SLO of 99.9% for checkout.',
  ],
  [
    'q-path-to-production',
    'A fast path means a CI/CD pipeline that runs unit and integration tests in under 10 minutes, then a canary that takes 5% of traffic before the full rollout. Feature flags let teams merge early and release later. I built a self-service template in Go so a new service gets a pipeline, dashboards and alerts in one command. We tracked lead time for changes and brought it from 3 days to under 2 hours.',
  ],
]);

export const WEAK_INTERVIEW: InterviewAnswer[] = typed([
  ['db-work-authorization', 'No, I would need visa sponsorship.'],
  ['db-location', 'I would prefer to work fully remote from Lisbon.'],
  ['db-salary', 'Around 120k.'],
  ['db-notice', 'Four months.'],
  [
    'q-kubernetes',
    'I have used Kubernetes a bit. Mostly other people set it up and I ran kubectl commands when something was wrong.',
  ],
  ['q-terraform', 'I have not really used it, we had a different team for infrastructure.'],
  [
    'q-observability',
    'Once the site was down and we looked at the logs until we found the problem. Then we restarted the servers.',
  ],
  ['q-path-to-production', 'Good testing and a good team.'],
]);
