import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactChannelsList } from './contact-channels-panel';

describe('the contact channels of a candidate', () => {
  it('names each channel, says whether it may be used now, and why not', () => {
    render(
      <ContactChannelsList
        data={{
          time_zone: 'Asia/Tokyo',
          phone_e164: '+819012345678',
          channels: [
            { channel: 'email', allowed: true, reason: null, message: null, retry_at: null },
            {
              channel: 'linkedin',
              allowed: false,
              reason: 'no_linkedin',
              message: 'No LinkedIn profile on file.',
              retry_at: null,
            },
            {
              channel: 'call',
              allowed: false,
              reason: 'quiet_hours',
              message:
                'It is 23:30 where they are (Asia/Tokyo); calls and WhatsApp wait until 09:00 their time.',
              retry_at: '2026-11-25T00:00:00.000Z',
            },
            { channel: 'whatsapp', allowed: true, reason: null, message: null, retry_at: null },
          ],
        }}
      />,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'E-mail: can be contacted',
      'LinkedIn: not now',
      'AI call: not now',
      'WhatsApp: can be contacted',
    ]);
    expect(rows[1]).toHaveTextContent('No LinkedIn profile on file.');
    expect(rows[2]).toHaveTextContent(/wait until 09:00 their time\.Allowed again at /);
    expect(screen.getByText('Their time zone: Asia/Tokyo')).toBeInTheDocument();
  });
});
