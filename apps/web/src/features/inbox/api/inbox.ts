import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setDoNotContactResponse } from '@hirelane/domain/candidates/do-not-contact.schema';
import {
  inboxThreadDetailResponse,
  inboxThreadResponse,
  inboxThreadsResponse,
  type InboxChannel,
} from '@hirelane/domain/inbox/inbox.schema';
import type { ReplyLabel } from '@hirelane/domain/inbox/reply-labels';
import type { ReplyVia } from '@hirelane/domain/inbox/reply-channel';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

export type InboxFilters = {
  unread: boolean;
  mine: boolean;
  needsReply: boolean;
  channel: InboxChannel | null;
};

const inboxKeys = {
  all: (workspaceId: string) => ['inbox', workspaceId] as const,
  list: (workspaceId: string, projectId: string | null, filters: InboxFilters) =>
    ['inbox', workspaceId, 'list', projectId, filters] as const,
  thread: (workspaceId: string, threadId: string) =>
    ['inbox', workspaceId, 'thread', threadId] as const,
};

export const inboxThreadsPath = (
  projectId: string | null,
  filters: InboxFilters,
  cursor: string | null,
): string => {
  const query = new URLSearchParams();
  if (filters.unread) query.set('unread', 'true');
  if (filters.mine) query.set('mine', 'true');
  if (filters.needsReply) query.set('needs_reply', 'true');
  if (filters.channel) query.set('channel', filters.channel);
  if (cursor) query.set('cursor', cursor);
  const base = projectId
    ? `/api/project/${encodeURIComponent(projectId)}/inbox/threads`
    : '/api/inbox/threads';
  const text = query.toString();
  return text ? `${base}?${text}` : base;
};

// The page shows each refusal itself (the team flag off, a reply not sent), not as a toast.
const silent = { silent: true };

/** The threads, newest first, one page after another. */
export const useInboxThreads = (projectId: string | null, filters: InboxFilters) => {
  const workspaceId = useWorkspaceId();
  return useInfiniteQuery({
    queryKey: inboxKeys.list(workspaceId, projectId, filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiGet(inboxThreadsPath(projectId, filters, pageParam), inboxThreadsResponse, {
          signal,
          ...silent,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: workspaceId.length > 0,
    retry: false,
  });
};

/** One thread; reading it marks it read for the user, so the lists reload after. */
export const useInboxThread = (threadId: string | null) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.thread(workspaceId, threadId ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await apiGet(
        `/api/inbox/threads/${encodeURIComponent(threadId ?? '')}`,
        inboxThreadDetailResponse,
        { signal, ...silent },
      );
      await queryClient.invalidateQueries({
        queryKey: [...inboxKeys.all(workspaceId), 'list'],
      });
      return data;
    },
    enabled: workspaceId.length > 0 && threadId !== null,
    retry: false,
  });
};

/** The writes of the reading pane: each reloads the lists and the open thread. */
export const useInboxActions = (threadId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  const path = `/api/inbox/threads/${encodeURIComponent(threadId)}`;
  const reloadLists = () =>
    queryClient.invalidateQueries({ queryKey: [...inboxKeys.all(workspaceId), 'list'] });
  const reloadAll = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all(workspaceId) });

  const reply = useMutation({
    mutationFn: async (reply: { body: string; channel: ReplyVia }) =>
      (await apiPost(`${path}/reply`, inboxThreadDetailResponse, reply, silent)).data,
    onSuccess: async (data) => {
      queryClient.setQueryData(inboxKeys.thread(workspaceId, threadId), data);
      await reloadLists();
    },
  });
  const markUnread = useMutation({
    mutationFn: async () => (await apiPost(`${path}/unread`, inboxThreadResponse, {}, silent)).data,
    // The open thread would mark itself read again; the lists show the change.
    onSuccess: reloadLists,
  });
  const assign = useMutation({
    mutationFn: async (memberId: string | null) =>
      (
        await apiPut(
          `${path}/assignee`,
          inboxThreadResponse,
          { assignee_member_id: memberId },
          silent,
        )
      ).data,
    onSuccess: reloadAll,
  });
  const label = useMutation({
    mutationFn: async (input: { messageId: string; label: ReplyLabel }) =>
      (
        await apiPut(
          `/api/inbox/messages/${encodeURIComponent(input.messageId)}/label`,
          inboxThreadResponse,
          { label: input.label },
          silent,
        )
      ).data,
    onSuccess: reloadAll,
  });
  const doNotContact = useMutation({
    mutationFn: async (candidateId: string) =>
      (
        await apiPut(
          `/api/candidate/${encodeURIComponent(candidateId)}/do-not-contact`,
          setDoNotContactResponse,
          { do_not_contact: true, reason: 'Asked to unsubscribe (team inbox)' },
          silent,
        )
      ).data,
    onSuccess: reloadAll,
  });
  return { reply, markUnread, assign, label, doNotContact };
};
