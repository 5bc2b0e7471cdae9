import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { PHOTO_CONTENT_TYPES } from '@hirelane/domain/profile/image-info';
import { MAX_PHOTO_BYTES } from '@hirelane/domain/profile/photo-rules';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { removePhoto, uploadPhoto, useApplyProfile } from '../api/profile';
import { checkChosenPicture } from '../lib/check-chosen-picture';
import type { CropSquare } from '../lib/crop-geometry';
import {
  UNREADABLE_PICTURE,
  cropToBlob,
  decodePicture,
  type LoadedPicture,
} from '../lib/picture-canvas';
import { ProfilePhotoCropper } from './profile-photo-cropper';

const ACCEPT = Object.values(PHOTO_CONTENT_TYPES).join(',');
const HINT = `PNG, JPEG or WebP, up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB. You crop it to a square next.`;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;

type ProfilePhotoProps = { name: string; photo: string | null };

/** The photo: pick a picture, crop it square in the browser, upload the crop; or remove it. */
export function ProfilePhoto({ name, photo }: ProfilePhotoProps) {
  const hintId = useId();
  const applyProfile = useApplyProfile();
  const [picture, setPicture] = useState<LoadedPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);

  const closeCropper = () => {
    picture?.release();
    setPicture(null);
    setProgress(null);
    setUploadError(null);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Picking the same file again after a refusal must fire change again.
    event.currentTarget.value = '';
    if (!file) return;
    setProblem(null);
    const reason = await checkChosenPicture(file);
    if (reason) {
      setProblem(reason);
      return;
    }
    try {
      setPicture(await decodePicture(file));
    } catch {
      setProblem(UNREADABLE_PICTURE);
    }
  };

  const save = async (square: CropSquare) => {
    if (!picture) return;
    setUploadError(null);
    setProgress({ loaded: 0, total: 0 });
    try {
      const { blob, filename } = await cropToBlob(picture, square);
      const profile = await uploadPhoto(blob, filename, { onProgress: setProgress });
      applyProfile(profile);
      toast.success('Photo saved.');
      closeCropper();
    } catch (caught) {
      setProgress(null);
      setUploadError(messageOf(caught, 'Your photo could not be uploaded.'));
    }
  };

  const remove = async () => {
    try {
      applyProfile(await removePhoto());
      toast.success('Photo removed.');
    } catch (caught) {
      toast.error(messageOf(caught, 'Your photo could not be removed.'));
    }
  };

  return (
    <div className="flex flex-row items-center gap-4 sm:w-40 sm:flex-col sm:text-center">
      <Avatar src={photo} name={name} size="3xl" />
      <div className="min-w-0 flex-1 sm:flex-none">
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <label
            className={buttonClasses(
              'secondary',
              'cursor-pointer focus-within:ring-2 focus-within:ring-orange-500 focus-within:ring-offset-2',
            )}
          >
            {photo ? 'Change photo' : 'Upload photo'}
            <input
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-describedby={hintId}
              onChange={(event) => void pick(event)}
            />
          </label>
          {photo ? (
            <Button variant="ghost" onClick={() => setConfirmingRemove(true)}>
              Remove photo
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="mt-2 text-xs text-stone-600">
          {HINT}
        </p>
        {problem ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>

      {picture ? (
        <ProfilePhotoCropper
          picture={picture}
          progress={progress}
          error={uploadError}
          onCancel={closeCropper}
          onSave={(square) => void save(square)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        header="Remove your photo?"
        description="Your initials on a coloured circle show instead, everywhere your photo appears."
        confirmText="Remove photo"
        destructive
        onConfirm={remove}
      />
    </div>
  );
}
