import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import {
  WHATSAPP_REPLY_NOTE,
  WHATSAPP_REPLY_QUEUED,
  type ReplyVia,
} from '@hirelane/domain/inbox/reply-channel';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import type { useInboxActions } from '../api/inbox';
import { stubEditorLayout } from '../../campaigns/lib/message-editor-test-dom';
import { ReplyBox } from './reply-box';

const sent: { body: string; channel: ReplyVia }[] = [];

function Harness() {
  const reply = useMutation({
    mutationFn: (input: { body: string; channel: ReplyVia }) => {
      sent.push(input);
      return Promise.resolve(undefined);
    },
  });
  return (
    <ReplyBox
      reply={reply as unknown as ReturnType<typeof useInboxActions>['reply']}
      channel={{ initial: 'whatsapp', options: ['email', 'whatsapp'] }}
    />
  );
}

beforeAll(stubEditorLayout);

describe('ReplyBox on WhatsApp', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/campaign/template/list': () => jsonResponse(200, { success: true, data: [] }),
      }).fetchStub,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts on WhatsApp when the person wrote there, says how it is sent, and queues it', async () => {
    const user = userEvent.setup();
    renderAccountRoutes([{ path: '/app/inbox', element: <Harness /> }], '/app/inbox');
    expect(await screen.findByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent(WHATSAPP_REPLY_NOTE);
    await user.type(screen.getByRole('textbox', { name: 'Reply on WhatsApp' }), 'Yes, remote.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(WHATSAPP_REPLY_QUEUED)).toBeInTheDocument();
    expect(sent).toEqual([{ body: 'Yes, remote.', channel: 'whatsapp' }]);
  });
});
