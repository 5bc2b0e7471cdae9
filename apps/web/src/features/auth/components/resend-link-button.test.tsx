import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MAGIC_LINK_RESEND_AFTER_SECONDS } from '@hirelane/domain/auth/sign-in.schema';
import { jsonResponse } from '../../../test/json-response';
import { ResendLinkButton } from './resend-link-button';

const { toastSuccess, toastError } = vi.hoisted(() => ({
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = vi.fn<typeof fetch>();

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('ResendLinkButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toastSuccess.mockReset();
  });

  it('counts down for 60 seconds before it can resend, then restarts', async () => {
    expect(MAGIC_LINK_RESEND_AFTER_SECONDS).toBe(60);
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true }));
    render(<ResendLinkButton email="dana@acme.test" callbackURL="/app" />);

    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Resend link in 60s');

    await advance(1000);
    expect(button).toHaveTextContent('Resend link in 59s');

    await advance(58_000);
    expect(button).toHaveTextContent('Resend link in 1s');
    expect(button).toBeDisabled();

    await advance(1000);
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(/^Resend link$/);

    fireEvent.click(button);
    await advance(0);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/auth/sign-in/magic-link');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'dana@acme.test',
      callbackURL: '/app',
    });
    expect(toastSuccess).toHaveBeenCalledWith('We sent you a new sign-in link.');
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).toHaveTextContent('Resend link in 60s');
  });

  it('does not restart the countdown when resending fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { success: false, message: 'Too many sign-in links.' }),
    );
    render(<ResendLinkButton email="dana@acme.test" callbackURL="/app" />);
    await advance(60_000);

    fireEvent.click(screen.getByRole('button'));
    // The error toast module is loaded on the first failure, so wait for it.
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Too many sign-in links.'));
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeEnabled();
  });
});
