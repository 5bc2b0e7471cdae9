import { Counter, Histogram, Registry } from 'prom-client';

/**
 * Metrics this process counts itself (decision 053): one registry per process, since requests and
 * jobs are counted where they run. What lives in the database is read at scrape time instead
 * (database-metrics.ts).
 */
export const processRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'hirelane_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const httpErrors = new Counter({
  name: 'hirelane_http_errors_total',
  help: 'HTTP responses with a 4xx or 5xx status, by route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [processRegistry],
});

export const jobDuration = new Histogram({
  name: 'hirelane_job_duration_seconds',
  help: 'Background job runs by kind (queued and periodic jobs) and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [processRegistry],
});

/** Runs one job, observing its duration under its kind with outcome ok or failed. */
export const timeJob = async <T>(kind: string, run: () => Promise<T>): Promise<T> => {
  const end = jobDuration.startTimer({ kind });
  try {
    const result = await run();
    end({ outcome: 'ok' });
    return result;
  } catch (error) {
    end({ outcome: 'failed' });
    throw error;
  }
};

/** `2xx`, `4xx`…: few label values, as Prometheus wants. */
export const statusClassOf = (statusCode: number): string => `${Math.floor(statusCode / 100)}xx`;
