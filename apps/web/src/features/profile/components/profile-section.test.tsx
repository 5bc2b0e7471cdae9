import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { PHOTO_MESSAGES } from '@hirelane/domain/profile/photo-rules';
import { EMAIL_CHANGE_MESSAGES, type Profile } from '@hirelane/domain/profile/profile.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { SESSION_QUERY_KEY } from '../../auth/api/session';
import { FakeXhr } from '../../imports/test/fake-xhr';
import { stubApi } from '../../projects/test/project-fixtures';
import { ProfileSection } from './profile-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// jsdom decodes no images and has no canvas: the picture is a stand-in, the crop a small blob.
vi.mock('../lib/picture-canvas', () => ({
  UNREADABLE_PICTURE: 'This picture could not be read. Try another file.',
  decodePicture: vi.fn(async () => ({
    source: {},
    width: 800,
    height: 600,
    release: vi.fn(),
  })),
  drawCropPreview: vi.fn(),
  cropToBlob: vi.fn(async () => ({
    blob: new Blob(['webp-bytes'], { type: 'image/webp' }),
    filename: 'photo.webp',
  })),
}));

const PHOTO = '/api/user/photo/u1/0b8f5f4e-8d5b-4f7e-9f8e-1a2b3c4d5e6f.webp';

const profileOf = (session: SessionInfo, overrides: Partial<Profile> = {}): Profile => ({
  first_name: session.profile_info.first_name,
  last_name: session.profile_info.last_name,
  current_company: session.profile_info.current_company,
  email: session.profile_info.email,
  photo: session.profile_info.photo,
  has_photo: false,
  ...overrides,
});

const bytes = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const renderSection = (
  handlers: Parameters<typeof stubApi>[0] = {},
  session: SessionInfo = sessionFixture(),
) => {
  const api = stubApi(handlers);
  vi.stubGlobal('fetch', api.fetchStub);
  const view = renderWithApp(<ProfileSection session={session} />, {
    session,
    path: '/app/settings',
  });
  const cachedSession = () => view.queryClient.getQueryData<SessionInfo>(SESSION_QUERY_KEY);
  return { ...api, cachedSession, user: userEvent.setup({ applyAccept: false }) };
};

describe('ProfileSection', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    FakeXhr.reset();
  });

  it('shows the names, the company, the read-only e-mail and the generated avatar', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Profile' });
    expect(section).toHaveAttribute('id', 'profile');
    expect(within(section).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(section).getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(within(section).getByLabelText('Current company')).toHaveValue('Analytical Engines');
    const email = within(section).getByLabelText('E-mail');
    expect(email).toHaveValue('ada@example.test');
    expect(email).toHaveAttribute('readonly');
    // The default image means no photo: the initials avatar shows, and there is nothing to remove.
    expect(within(section).getByRole('img', { name: 'Photo of Ada Lovelace' }).tagName).toBe('svg');
    expect(within(section).getByLabelText('Upload photo')).toHaveAttribute('type', 'file');
    expect(within(section).queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('requires both names and sends nothing until they are given', async () => {
    const { calls, user } = renderSection();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    expect(calls).toEqual([]);
  });

  it('saves the trimmed fields with PUT /api/user/profile and updates the session', async () => {
    const session = sessionFixture();
    const { calls, user, cachedSession } = renderSection({
      'PUT /api/user/profile': ({ body }) =>
        jsonResponse(200, {
          success: true,
          message: 'Profile saved.',
          data: profileOf(session, body as Partial<Profile>),
        }),
      'GET /sessioninfo': () => jsonResponse(200, { success: true, data: cachedSession() }),
    });
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), '  Byron ');
    await user.clear(screen.getByLabelText('Current company'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile saved.'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/user/profile');
    expect(put?.body).toEqual({ first_name: 'Ada', last_name: 'Byron', current_company: '' });
    expect(cachedSession()?.profile_info).toMatchObject({
      last_name: 'Byron',
      current_company: '',
    });
    expect(screen.getByLabelText('Last name')).toHaveValue('Byron');
  });

  it('shows the server’s field message when it refuses the profile', async () => {
    const { user } = renderSection({
      'PUT /api/user/profile': () =>
        jsonResponse(422, {
          success: false,
          message: 'Validation failed.',
          errors: [{ path: 'current_company', message: 'At most 80 characters.' }],
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('At most 80 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current company')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses a picture that is not PNG, JPEG or WebP by its bytes, or over 5 MB', async () => {
    const { user } = renderSection();
    const input = screen.getByLabelText('Upload photo');
    await user.upload(input, new File([bytes('GIF89a....')], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(PHOTO_MESSAGES.wrongType)).toBeInTheDocument();

    const huge = new File([PNG_HEAD, new Uint8Array(5 * 1024 * 1024)], 'big.png', {
      type: 'image/png',
    });
    await user.upload(input, huge);
    expect(await screen.findByText(PHOTO_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('crops the chosen picture, uploads the square with progress and shows the new photo', async () => {
    const session = sessionFixture();
    const { user, cachedSession } = renderSection({
      'GET /sessioninfo': () => jsonResponse(200, { success: true, data: cachedSession() }),
    });
    await user.upload(
      screen.getByLabelText('Upload photo'),
      new File([PNG_HEAD], 'me.png', { type: 'image/png' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    expect(within(dialog).getByRole('img', { name: 'Photo crop preview' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Zoom')).toHaveValue('1');

    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/^\/api\/user\/photo\/upload/);
    const sent = (xhr.body as FormData).get('photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('photo.webp');

    act(() => xhr.progress(512, 1024));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuetext',
      '50% uploaded',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    act(() =>
      xhr.respond(200, {
        success: true,
        message: 'Photo saved.',
        data: profileOf(session, { photo: PHOTO, has_photo: true }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Photo saved.');
    expect(cachedSession()?.profile_info.photo).toBe(PHOTO);
  });

  it('keeps the cropper open with the server’s reason when the upload is refused', async () => {
    const { user } = renderSection();
    await user.upload(
      screen.getByLabelText('Upload photo'),
      new File([PNG_HEAD], 'me.png', { type: 'image/png' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.last().respond(422, { success: false, message: PHOTO_MESSAGES.notSquare }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.notSquare);
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeEnabled();
  });

  it('removes the photo after confirming, back to the generated avatar', async () => {
    const session = sessionFixture({ photo: PHOTO });
    const { calls, user, cachedSession } = renderSection(
      {
        'POST /api/user/photo/remove': () =>
          jsonResponse(200, {
            success: true,
            data: profileOf(session, { photo: '/images/default-user.svg', has_photo: false }),
          }),
        'GET /sessioninfo': () => jsonResponse(200, { success: true, data: cachedSession() }),
      },
      session,
    );
    expect(screen.getByRole('img', { name: 'Photo of Ada Lovelace' })).toHaveAttribute(
      'src',
      PHOTO,
    );
    expect(screen.getByLabelText('Change photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo removed.'));
    expect(calls.some((call) => call.path === '/api/user/photo/remove')).toBe(true);
    expect(cachedSession()?.profile_info.photo).toBe('/images/default-user.svg');
  });

  it('checks the new e-mail, then asks for the confirmation link', async () => {
    const { calls, user } = renderSection({
      'POST /api/user/email/change': ({ body }) =>
        (body as { new_email: string }).new_email === 'taken@example.test'
          ? jsonResponse(409, { success: false, message: EMAIL_CHANGE_MESSAGES.taken })
          : jsonResponse(200, {
              success: true,
              data: { new_email: 'ada@new.test', expires_at: '2026-05-02T12:00:00.000Z' },
            }),
    });
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your e-mail' });
    const field = within(dialog).getByLabelText('New e-mail');
    const send = within(dialog).getByRole('button', { name: 'Send confirmation link' });

    await user.type(field, 'not-an-address');
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid e-mail address.',
    );
    await user.clear(field);
    await user.type(field, 'ADA@example.test');
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(EMAIL_CHANGE_MESSAGES.same);
    expect(calls).toEqual([]);

    await user.clear(field);
    await user.type(field, 'taken@example.test');
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EMAIL_CHANGE_MESSAGES.taken);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, ' Ada@New.test ');
    await user.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to ada@new.test',
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/user/email/change',
      body: { new_email: 'ada@new.test' },
    });
    // The address changes only once the link is opened.
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.test');
  });
});
