import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_ROLES } from '@hirelane/domain/onboarding/onboarding.schema';
import { jsonResponse } from '../../../test/json-response';
import { WelcomeForm } from './welcome-form';

const fetchMock = vi.fn<typeof fetch>();
const REQUIRED = 'This field is required.';

const renderForm = (defaults = {}) => {
  const onDone = vi.fn();
  render(<WelcomeForm defaults={defaults} onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
};

describe('WelcomeForm', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('offers every job role in the Role select', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select your role', ...JOB_ROLES]);
  });

  it('marks every empty field as required and sends nothing', async () => {
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(4);
    for (const alert of alerts) expect(alert).toHaveTextContent(REQUIRED);
    for (const label of ['First name', 'Last name', 'Company', 'Role']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('treats blanks as empty and clears a field’s error when it is edited', async () => {
    const { user } = renderForm({ first_name: 'Dana', last_name: 'Lee', company: '  ' });
    await user.selectOptions(screen.getByLabelText('Role'), 'Sourcer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Company'), 'Acme');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('posts the trimmed answers to /api/user/welcome and reports success', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { _id: 'w1', name: 'Acme', role: 'owner' } }),
    );
    const { user, onDone } = renderForm({ first_name: 'Dana', last_name: 'Lee' });
    await user.type(screen.getByLabelText('Company'), ' Acme ');
    await user.selectOptions(screen.getByLabelText('Role'), 'Founder');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onDone).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url as string).toMatch(/^\/api\/user\/welcome/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      first_name: 'Dana',
      last_name: 'Lee',
      company: 'Acme',
      role: 'Founder',
    });
  });

  it('shows the server’s field message when it refuses the answers', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        success: false,
        message: 'Validation failed.',
        errors: [{ path: 'company', message: 'At most 120 characters.' }],
      }),
    );
    const { user, onDone } = renderForm({ first_name: 'Dana', last_name: 'Lee', company: 'Acme' });
    await user.selectOptions(screen.getByLabelText('Role'), 'Recruiter');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('At most 120 characters.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
