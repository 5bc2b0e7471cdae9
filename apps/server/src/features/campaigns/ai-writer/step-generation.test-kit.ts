import { expect } from 'vitest';
import type { StepGeneration } from '@hirelane/domain/campaigns/step-generation.schema';
import { call, type TestApp } from '../../../../test/test-app';
import type { As } from '../campaign.test-kit';

/** The step-generation API as one user, and a wait for the worker to finish a run. */
export const generationApi = (t: TestApp, as: As) => {
  const base = (campaignId: string) => `/api/campaign/${campaignId}/steps`;
  const api = {
    generate: (campaignId: string, body: unknown) =>
      call(t, 'POST', `${base(campaignId)}/generate`, { ...as, body }),
    latest: (campaignId: string) => call(t, 'GET', `${base(campaignId)}/generation`, as),
    accept: (campaignId: string, generationId: string) =>
      call(t, 'PUT', `${base(campaignId)}/generation/${generationId}/accept`, as),
    discard: (campaignId: string, generationId: string) =>
      call(t, 'PUT', `${base(campaignId)}/generation/${generationId}/discard`, as),
  };

  /** Starts a run (asserting 200) and waits until it is no longer running. */
  const generateAndWait = async (
    campaignId: string,
    body: unknown,
    timeoutMs = 20_000,
  ): Promise<{ started: StepGeneration; finished: StepGeneration }> => {
    const response = await api.generate(campaignId, body);
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json().data as StepGeneration;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const latest = await api.latest(campaignId);
      expect(latest.statusCode, latest.body).toBe(200);
      const current = latest.json().data as StepGeneration;
      if (current._id === started._id && current.status !== 'running')
        return { started, finished: current };
      if (Date.now() > deadline) throw new Error(`generation still ${current.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  return { ...api, generateAndWait };
};
