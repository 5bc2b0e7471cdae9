import { describe, expect, it } from 'vitest';
import { syncedTemplateColumns } from './cloud-api-templates';

describe('a Graph template as a stored WhatsApp template', () => {
  it('keeps Meta’s name, language, status and category, and its header, body, footer and buttons', () => {
    expect(
      syncedTemplateColumns({
        id: '1',
        name: 'interview_slots',
        language: 'en_US',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Interview invitation' },
          { type: 'BODY', text: 'Hello {{1}}, pick a time.' },
          { type: 'FOOTER', text: 'Reply STOP to opt out' },
          {
            type: 'BUTTONS',
            buttons: [
              { type: 'QUICK_REPLY', text: 'Monday' },
              { type: 'PHONE_NUMBER', text: 'Call me' },
              { type: 'URL', text: 'See the role' },
              { type: 'COPY_CODE', text: 'Copy code' },
            ],
          },
        ],
      }),
    ).toEqual({
      providerName: 'interview_slots',
      language: 'en_US',
      approvalStatus: 'APPROVED',
      category: 'UTILITY',
      name: 'interview_slots (en_US)',
      header: 'Interview invitation',
      body: 'Hello {{1}}, pick a time.',
      footer: 'Reply STOP to opt out',
      actions: [
        { label: 'Monday', icon: 'quick_reply' },
        { label: 'Call me', icon: 'call' },
        { label: 'See the role', icon: 'see_all' },
        { label: 'Copy code', icon: 'copy' },
      ],
    });
  });

  it('shows a media header by its format, and no header, footer or buttons when there are none', () => {
    const columns = syncedTemplateColumns({
      id: '2',
      name: 'photo',
      language: 'de',
      status: 'PENDING',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'IMAGE' },
        { type: 'BODY', text: 'Hallo' },
      ],
    });
    expect(columns).toMatchObject({
      header: '[image]',
      footer: null,
      actions: [],
      approvalStatus: 'PENDING',
    });
  });
});
