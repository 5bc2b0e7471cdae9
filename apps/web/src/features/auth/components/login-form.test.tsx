import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED_FIELD_MESSAGE } from '@hirelane/domain/auth/sign-in.schema';
import { jsonResponse } from '../../../test/json-response';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

const renderForm = (defaultEmail = '') => {
  const onLinkSent = vi.fn();
  render(<LoginForm defaultEmail={defaultEmail} callbackURL="/app" onLinkSent={onLinkSent} />);
  return { onLinkSent, user: userEvent.setup() };
};

const submitButton = () => screen.getByRole('button', { name: 'Email me a sign-in link' });

describe('LoginForm', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says the field is required when submitted empty, and sends nothing', async () => {
    const { user, onLinkSent } = renderForm();
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELD_MESSAGE);
    expect(screen.getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onLinkSent).not.toHaveBeenCalled();
  });

  it('treats blanks as empty', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Work e-mail'), '   ');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELD_MESSAGE);
  });

  it('rejects an invalid address with the schema message', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Work e-mail'), 'not-an-email');
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests the link with the trimmed address and callback URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: true }));
    const { user, onLinkSent } = renderForm();
    await user.type(screen.getByLabelText('Work e-mail'), '  dana@acme.test ');
    await user.click(submitButton());

    expect(onLinkSent).toHaveBeenCalledWith('dana@acme.test');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/auth/sign-in/magic-link');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'dana@acme.test',
      callbackURL: '/app',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the rate-limit message of a 429 answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { success: false, message: 'Too many sign-in links. Try again later.' }),
    );
    const { user, onLinkSent } = renderForm('dana@acme.test');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in links. Try again later.',
    );
    expect(onLinkSent).not.toHaveBeenCalled();
  });

  it('prefills the address it was given', () => {
    renderForm('lee@acme.test');
    expect(screen.getByLabelText('Work e-mail')).toHaveValue('lee@acme.test');
  });
});
