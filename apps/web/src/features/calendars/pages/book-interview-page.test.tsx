import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SLOT_TAKEN_MESSAGE } from '@hirelane/domain/calendars/scheduling-link.schema';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { BookInterviewPage } from './book-interview-page';

const TOKEN = 'a'.repeat(43);
const PATH = `/api/scheduling/${TOKEN}`;

const link = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend interview',
  duration_minutes: 45,
  organizers: ['rita@acme.test'],
  status: 'open',
  slots: ['2026-11-25T09:00:00.000Z', '2026-11-25T09:15:00.000Z'],
  booking: null,
  ...overrides,
});

const renderPage = (handlers: Parameters<typeof stubApi>[0]) => {
  const api = stubApi(handlers);
  vi.stubGlobal('fetch', api.fetchStub);
  const router = createMemoryRouter(
    [{ path: '/schedule/:token', element: <BookInterviewPage /> }],
    {
      initialEntries: [`/schedule/${TOKEN}`],
    },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
};

describe('BookInterviewPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin' }).resolvedOptions(),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers the times in the visitor zone, books the chosen one and shows the booking', async () => {
    let booked = false;
    const api = renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(200, {
          success: true,
          data: booked
            ? link({
                status: 'booked',
                slots: [],
                booking: {
                  starts_at: '2026-11-25T09:15:00.000Z',
                  ends_at: '2026-11-25T10:00:00.000Z',
                  video_url: 'https://meet.example.com/x',
                },
              })
            : link(),
        }),
      [`POST ${PATH}/book`]: () => {
        booked = true;
        return jsonResponse(200, {
          success: true,
          data: {
            starts_at: '2026-11-25T09:15:00.000Z',
            ends_at: '2026-11-25T10:00:00.000Z',
            video_url: null,
          },
        });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Backend interview' })).toBeVisible();
    expect(screen.getByText('Wednesday 25 November')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '10:15' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Book Wednesday 25 November, 10:15' }),
    );
    expect(await screen.findByText('Your interview is booked')).toBeVisible();
    expect(screen.getByText('Wednesday 25 November, 10:15–11:00 (Europe/Berlin)')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      starts_at: '2026-11-25T09:15:00.000Z',
    });
  });

  it('says when the time was just taken and shows the times again', async () => {
    renderPage({
      [`GET ${PATH}`]: () => jsonResponse(200, { success: true, data: link() }),
      [`POST ${PATH}/book`]: () =>
        jsonResponse(422, { success: false, message: SLOT_TAKEN_MESSAGE }),
    });
    await userEvent.click(await screen.findByRole('button', { name: '10:00' }));
    await userEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    await waitFor(() => expect(screen.getByRole('button', { name: '10:15' })).toBeVisible());
  });

  it('explains a link that does not exist', async () => {
    renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(404, { success: false, message: 'This scheduling link does not exist.' }),
    });
    expect(await screen.findByText('This scheduling link does not exist.')).toBeVisible();
  });

  it('moves a booked interview to a new time in one step, keeping the old one until then', async () => {
    let startsAt = '2026-11-25T09:00:00.000Z';
    const booked = () =>
      link({
        status: 'booked',
        slots: [],
        booking: { starts_at: startsAt, ends_at: '2026-11-25T09:45:00.000Z', video_url: null },
      });
    const api = renderPage({
      [`GET ${PATH}`]: ({ url }) =>
        jsonResponse(200, {
          success: true,
          data:
            url.searchParams.get('for') === 'reschedule'
              ? { ...booked(), slots: ['2026-11-25T09:15:00.000Z', '2026-11-26T13:00:00.000Z'] }
              : booked(),
        }),
      [`POST ${PATH}/reschedule`]: () => {
        startsAt = '2026-11-26T13:00:00.000Z';
        return jsonResponse(200, {
          success: true,
          data: { starts_at: startsAt, ends_at: '2026-11-26T13:45:00.000Z', video_url: null },
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    expect(screen.getByText('Your current time stays booked until the new one is.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: '14:00' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Move to Thursday 26 November, 14:00' }),
    );
    expect(await screen.findByText(/Thursday 26 November, 14:00/, { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    expect(api.calls.find((call) => call.path.endsWith('/reschedule'))?.body).toEqual({
      starts_at: '2026-11-26T13:00:00.000Z',
    });
    expect(api.calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
  });

  it('goes back to the booking without moving it', async () => {
    renderPage({
      [`GET ${PATH}`]: () =>
        jsonResponse(200, {
          success: true,
          data: link({
            status: 'booked',
            slots: ['2026-11-25T09:15:00.000Z'],
            booking: {
              starts_at: '2026-11-25T09:00:00.000Z',
              ends_at: '2026-11-25T09:45:00.000Z',
              video_url: null,
            },
          }),
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my current time' }));
    expect(screen.getByRole('button', { name: 'Cancel this interview' })).toBeVisible();
    expect(screen.queryByText('Pick a new time', { exact: false })).toBeNull();
  });
});
