import { useQuery } from '@tanstack/react-query';
import {
  interviewLinkResponse,
  savedAnswerResponse,
  sessionStepResponse,
} from '@hirelane/domain/interviews/interview-session.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/* The public interview page's calls: no workspace, the link's token is the only key. */

const path = (token: string, rest = '') => `/api/interview/${encodeURIComponent(token)}${rest}`;
const quiet = { workspace: false, silent: true } as const;

export const interviewLinkKey = (token: string) => ['interview-link', token] as const;

/** GET /api/interview/{token}: the link's state and, while it can be taken, the interview. */
export const useInterviewLinkQuery = (token: string) =>
  useQuery({
    queryKey: interviewLinkKey(token),
    queryFn: async ({ signal }) =>
      (await apiGet(path(token), interviewLinkResponse, { ...quiet, signal })).data,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const consentToInterview = async (token: string) =>
  (await apiPost(path(token, '/consent'), sessionStepResponse, {}, quiet)).data;

export const saveTypedAnswer = async (
  token: string,
  questionId: string,
  text: string,
  startedAt: Date,
) =>
  (
    await apiPost(
      path(token, `/answers/${encodeURIComponent(questionId)}`),
      savedAnswerResponse,
      { text, started_at: startedAt.toISOString() },
      quiet,
    )
  ).data;

export const saveVoiceAnswer = async (
  token: string,
  questionId: string,
  audio: Blob,
  startedAt: Date,
) => {
  const form = new FormData();
  form.append('started_at', startedAt.toISOString());
  form.append('audio', audio, 'answer');
  return (
    await uploadWithProgress(
      path(token, `/answers/${encodeURIComponent(questionId)}`),
      form,
      savedAnswerResponse,
    )
  ).data;
};

export const extendAnswerTime = async (token: string) =>
  (await apiPost(path(token, '/extend'), sessionStepResponse, {}, quiet)).data;

export const completeInterview = async (token: string) =>
  (await apiPost(path(token, '/complete'), sessionStepResponse, {}, quiet)).data;
