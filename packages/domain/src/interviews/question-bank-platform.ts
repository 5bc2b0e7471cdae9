import type { QuestionBankEntry } from './question-bank-entry';

/** Data, cloud and operations. */
export const PLATFORM_QUESTIONS: readonly QuestionBankEntry[] = [
  {
    key: 'sql',
    aliases: [
      'sql',
      'postgresql',
      'postgres',
      'mysql',
      'mariadb',
      'sql server',
      'oracle',
      'databases',
    ],
    text: 'Tell me about a slow query or a data model in {skill} you improved. How did you find the problem?',
    rubric:
      'Reads query plans, chooses indexes, normalises where it matters, uses transactions and migrations safely; gives the before and after.',
    evidence: ['index', 'explain', 'query plan', 'transaction', 'migration', 'join', 'normalise'],
  },
  {
    key: 'nosql',
    aliases: ['nosql', 'mongodb', 'dynamodb', 'redis', 'cassandra', 'elasticsearch'],
    text: 'When have you chosen {skill} over a relational database, and what did that choice cost you?',
    rubric:
      'Designs the data around access patterns, knows the consistency and indexing model, and names a trade-off met in production.',
    evidence: ['access pattern', 'index', 'consistency', 'partition', 'ttl', 'cache', 'schema'],
  },
  {
    key: 'data-engineering',
    aliases: [
      'data engineering',
      'etl',
      'spark',
      'airflow',
      'dbt',
      'snowflake',
      'bigquery',
      'data pipelines',
    ],
    text: 'Describe a data pipeline you built. How did you keep the data correct and on time?',
    rubric:
      'Designs idempotent, re-runnable jobs, tests and monitors data quality, models the warehouse deliberately and handles late or bad data.',
    evidence: [
      'idempotent',
      'backfill',
      'data quality',
      'schema',
      'partition',
      'orchestration',
      'dbt',
    ],
  },
  {
    key: 'machine-learning',
    aliases: [
      'machine learning',
      'ml',
      'deep learning',
      'pytorch',
      'tensorflow',
      'scikit learn',
      'data science',
      'nlp',
      'llm',
    ],
    text: 'Walk me through a model you took from idea to production. How did you know it was good enough?',
    rubric:
      'Frames the problem and the metric with the business, builds a baseline, validates without leakage, monitors drift after release.',
    evidence: ['baseline', 'metric', 'validation', 'leakage', 'feature', 'drift', 'deployment'],
  },
  {
    key: 'analytics',
    aliases: [
      'analytics',
      'data analysis',
      'excel',
      'tableau',
      'power bi',
      'looker',
      'statistics',
      'a/b testing',
    ],
    text: 'Tell me about an analysis that changed a decision. How did you make sure the numbers were right?',
    rubric:
      'Starts from the question, checks the data, chooses the right statistics, presents clearly to non-specialists, and names the decision it changed.',
    evidence: [
      'hypothesis',
      'dashboard',
      'significance',
      'cohort',
      'metric',
      'stakeholder',
      'decision',
    ],
  },
  {
    key: 'aws',
    aliases: ['aws', 'amazon web services', 'lambda', 'ec2', 's3'],
    text: 'Describe an AWS architecture you built or ran. How did you handle cost, security and failure?',
    rubric:
      'Chooses services for reasons, uses IAM with least privilege, designs across availability zones, watches cost and has recovered from an incident.',
    evidence: [
      'iam',
      'vpc',
      'availability zone',
      'cost',
      'lambda',
      'cloudwatch',
      'least privilege',
    ],
  },
  {
    key: 'azure',
    aliases: ['azure', 'microsoft azure'],
    text: 'Describe a system you ran on Azure. How did you handle identity, cost and failures?',
    rubric:
      'Uses Entra ID and managed identities, designs for resilience across regions or zones, monitors with Azure Monitor and controls cost.',
    evidence: ['managed identity', 'entra', 'resource group', 'monitor', 'cost', 'region'],
  },
  {
    key: 'gcp',
    aliases: ['gcp', 'google cloud', 'google cloud platform'],
    text: 'Describe a system you ran on Google Cloud. Which services did you choose and why?',
    rubric:
      'Chooses services for reasons (GKE, Cloud Run, BigQuery), manages IAM and service accounts, monitors and controls cost.',
    evidence: ['iam', 'service account', 'cloud run', 'gke', 'bigquery', 'cost', 'monitoring'],
  },
  {
    key: 'containers',
    aliases: ['kubernetes', 'k8s', 'docker', 'containers', 'helm'],
    text: 'Tell me about running services on {skill}. What went wrong once, and how did you fix it?',
    rubric:
      'Writes small images, sets resources, probes and rollouts correctly, debugs a failing pod or node, and knows how traffic reaches a service.',
    evidence: ['image', 'pod', 'deployment', 'probe', 'resource limits', 'rollout', 'helm'],
  },
  {
    key: 'infrastructure-as-code',
    aliases: ['terraform', 'infrastructure as code', 'iac', 'pulumi', 'ansible', 'cloudformation'],
    text: 'How do you manage infrastructure as code with {skill}? Tell me about a change that went wrong.',
    rubric:
      'Keeps state safe, reviews plans before applying, splits modules and environments, and recovered from drift or a bad apply.',
    evidence: ['state', 'plan', 'module', 'drift', 'review', 'environment', 'rollback'],
  },
  {
    key: 'ci-cd',
    aliases: [
      'ci/cd',
      'ci cd',
      'continuous integration',
      'github actions',
      'jenkins',
      'gitlab ci',
      'devops',
    ],
    text: 'Describe a delivery pipeline you set up or improved. What did it change for the team?',
    rubric:
      'Automates build, test and deploy, keeps the pipeline fast and reliable, deploys safely (feature flags, canaries, rollbacks), and measures the improvement.',
    evidence: [
      'pipeline',
      'automated',
      'deploy',
      'rollback',
      'feature flag',
      'canary',
      'lead time',
    ],
  },
  {
    key: 'reliability',
    aliases: [
      'sre',
      'site reliability',
      'observability',
      'monitoring',
      'linux',
      'on call',
      'incident management',
    ],
    text: 'Tell me about an incident you handled. How did you find the cause and what changed afterwards?',
    rubric:
      'Uses metrics, logs and traces to find the cause, communicates during the incident, writes a blameless review and follows through on fixes and SLOs.',
    evidence: ['metrics', 'logs', 'tracing', 'alert', 'postmortem', 'slo', 'root cause'],
  },
];
