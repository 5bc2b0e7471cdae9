import { useEffect, useRef, useState } from 'react';
import { TEAM_INBOX_OFF_MESSAGE } from '@hirelane/domain/inbox/inbox.schema';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { personName } from '../../../lib/person-name';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchParamsAhead } from '../../../lib/use-search-params-ahead';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { useMembersQuery } from '../../workspaces/api/members';
import { useInboxActions, useInboxThread, useInboxThreads, type InboxFilters } from '../api/inbox';
import { InboxFiltersBar } from '../components/inbox-filters';
import { InboxScopeSwitch, type InboxScope } from '../components/inbox-scope-switch';
import { REPLY_EDITOR_ID } from '../components/reply-box';
import { ShortcutHelp } from '../components/shortcut-help';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';
import { inboxActionOf, stepThread } from '../inbox-shortcuts';

const MINUTE = 60_000;

const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/**
 * /app/projects/{id}/inbox: the project's conversations, or with ?scope=all every conversation
 * the user may see across the workspace, and the reading pane (team flag).
 */
export function InboxPage() {
  usePageTitle('Inbox');
  const { id: projectId, workspaceId, project } = useCurrentProject();
  const [params, setParams] = useSearchParamsAhead();
  const filters: InboxFilters = {
    unread: params.get('unread') === 'true',
    mine: params.get('mine') === 'true',
    needsReply: params.get('needs_reply') === 'true',
    channel: params.get('channel') === 'email' ? 'email' : null,
  };
  const scope: InboxScope = params.get('scope') === 'all' ? 'all' : 'project';
  const openId = params.get('thread');
  const now = useNow();
  const list = useInboxThreads(scope === 'all' ? null : projectId, filters);
  const open = useInboxThread(openId);
  const actions = useInboxActions(openId ?? '');
  const members = useMembersQuery(workspaceId);
  const [assignOpen, setAssignOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const threads = list.data?.pages.flatMap((page) => page.threads) ?? [];
  const ids = threads.map((thread) => thread.id);
  const teammates = (members.data?.active_members ?? []).map((member) => ({
    id: member._id,
    name: personName(member.profile),
  }));

  const setQuery = (change: (query: URLSearchParams) => void) => {
    const query = new URLSearchParams(params);
    change(query);
    setParams(query, { replace: true });
  };
  // Another scope lists other threads: the open one closes with the old list.
  const setScope = (next: InboxScope) =>
    setQuery((query) => {
      if (next === 'all') query.set('scope', 'all');
      else query.delete('scope');
      query.delete('thread');
    });
  const openThread = (id: string | null) =>
    setQuery((query) => (id ? query.set('thread', id) : query.delete('thread')));
  const setFilters = (next: InboxFilters) =>
    setQuery((query) => {
      for (const [key, on] of [
        ['unread', next.unread],
        ['mine', next.mine],
        ['needs_reply', next.needsReply],
      ] as const)
        if (on) query.set(key, 'true');
        else query.delete(key);
      if (next.channel) query.set('channel', next.channel);
      else query.delete('channel');
    });

  // A new thread starts without the last one's "sent" or error notes.
  const { reply, markUnread, assign, label, doNotContact } = actions;
  useEffect(() => {
    for (const mutation of [reply, markUnread, assign, label, doNotContact]) mutation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another thread opens
  }, [openId]);

  const current = {
    ids,
    openId,
    openThread,
    hasThread: open.data !== undefined,
    markUnread: () => actions.markUnread.mutate(),
    // Reading the thread again marks it read (the server counts what the reader has seen).
    markRead: () => void open.refetch(),
  };
  const keys = useRef(current);
  useEffect(() => {
    keys.current = current;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = inboxActionOf(event);
      if (action === null) return;
      const state = keys.current;
      if (action === 'help') setHelpOpen(true);
      else if (action === 'next' || action === 'previous') {
        const next = stepThread(state.ids, state.openId, action === 'next' ? 1 : -1);
        if (next) state.openThread(next);
      } else if (!state.hasThread) return;
      else if (action === 'reply') document.getElementById(REPLY_EDITOR_ID)?.focus();
      else if (action === 'assign') setAssignOpen(true);
      else if (action === 'unread') state.markUnread();
      else if (action === 'read') state.markRead();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (project.data && !project.data.team_feature)
    return (
      <main className="px-4 py-8 sm:px-6">
        <EmptyState level={1} title="Inbox" description={TEAM_INBOX_OFF_MESSAGE} />
      </main>
    );
  const listError = list.error;
  const offReason =
    isApiError(listError) && listError.status === 403 ? listError.message : undefined;

  return (
    <main className="flex min-h-0 flex-1 flex-col px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Inbox</h1>
        <button
          type="button"
          onClick={() => setHelpOpen(true)}
          className="text-sm font-medium text-orange-800 underline"
        >
          Keyboard shortcuts
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <InboxScopeSwitch scope={scope} onChange={setScope} />
        <InboxFiltersBar filters={filters} onChange={setFilters} />
      </div>
      {offReason ? (
        <p role="alert" className="mt-6 text-stone-700">
          {offReason}
        </p>
      ) : (
        <div className="mt-4 grid min-h-[28rem] flex-1 grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-stone-200 bg-white lg:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)]">
          <section
            aria-label="Conversation list"
            className={`min-h-0 overflow-y-auto border-stone-200 lg:border-r ${openId ? 'hidden lg:block' : ''}`}
          >
            {list.isPending ? (
              <div className="grid place-items-center p-8">
                <Spinner className="size-6 text-orange-700" />
                <span className="sr-only">Loading conversations</span>
              </div>
            ) : list.isError ? (
              <p role="alert" className="p-4 text-sm text-red-700">
                The conversations could not be loaded. Please refresh and try again.
              </p>
            ) : threads.length === 0 ? (
              <p className="p-6 text-sm text-stone-600">
                {scope === 'all'
                  ? 'No conversations yet. Replies to your projects’ campaigns show up here.'
                  : 'No conversations here yet. Replies to this project’s campaign show up here.'}
              </p>
            ) : (
              <>
                <ThreadList
                  threads={threads}
                  openId={openId}
                  onOpen={openThread}
                  now={now}
                  showProject={scope === 'all'}
                />
                {list.hasNextPage ? (
                  <div className="p-3 text-center">
                    <button
                      type="button"
                      onClick={() => void list.fetchNextPage()}
                      className="text-sm font-semibold text-orange-800 underline"
                    >
                      Load more
                    </button>
                  </div>
                ) : null}
              </>
            )}
          </section>
          <section
            aria-label="Reading pane"
            className={`min-h-0 min-w-0 ${openId ? '' : 'hidden lg:block'}`}
          >
            {openId === null ? (
              <p className="p-6 text-sm text-stone-600">
                Pick a conversation, or press j to open the first one.
              </p>
            ) : open.isPending ? (
              <div className="grid place-items-center p-8">
                <Spinner className="size-6 text-orange-700" />
                <span className="sr-only">Loading the conversation</span>
              </div>
            ) : open.isError ? (
              <p role="alert" className="p-4 text-sm text-red-700">
                {isApiError(open.error) && open.error.status === 404
                  ? 'This conversation cannot be found.'
                  : 'The conversation could not be loaded. Please try again.'}
              </p>
            ) : (
              <ThreadView
                key={open.data.thread.id}
                detail={open.data}
                actions={actions}
                teammates={teammates}
                now={now}
                assignOpen={assignOpen}
                onAssignOpenChange={setAssignOpen}
                onBack={() => openThread(null)}
              />
            )}
          </section>
        </div>
      )}
      <ShortcutHelp open={helpOpen} onOpenChange={setHelpOpen} />
    </main>
  );
}
