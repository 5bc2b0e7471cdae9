import { PHOTO_OUTPUT_SIDE } from '@hirelane/domain/profile/photo-rules';
import type { CropSquare } from './crop-geometry';

/** A decoded picture ready to draw; `release` frees its object URL. */
export type LoadedPicture = {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
};

export const UNREADABLE_PICTURE = 'This picture could not be read. Try another file.';

export const decodePicture = async (file: Blob): Promise<LoadedPicture> => {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new Error(UNREADABLE_PICTURE);
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
};

/** The crop as the avatar shows it: the square fills the canvas, dimmed outside the circle. */
export const drawCropPreview = (
  canvas: HTMLCanvasElement,
  picture: LoadedPicture,
  square: CropSquare,
): void => {
  const context = canvas.getContext('2d');
  if (!context) return;
  const side = canvas.width;
  context.clearRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture.source, square.x, square.y, square.side, square.side, 0, 0, side, side);
  context.beginPath();
  context.rect(0, 0, side, side);
  context.arc(side / 2, side / 2, side / 2, 0, Math.PI * 2);
  context.fillStyle = 'rgba(28, 25, 23, 0.45)';
  context.fill('evenodd');
  context.beginPath();
  context.arc(side / 2, side / 2, side / 2 - 1, 0, Math.PI * 2);
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.lineWidth = 2;
  context.stroke();
};

const FILE_NAMES: Record<string, string> = {
  'image/webp': 'photo.webp',
  'image/jpeg': 'photo.jpg',
  'image/png': 'photo.png',
};

/**
 * The square as a 256 × 256 image: WebP where the browser can write it, otherwise the PNG every
 * browser falls back to. The server accepts either.
 */
export const cropToBlob = async (
  picture: LoadedPicture,
  square: CropSquare,
): Promise<{ blob: Blob; filename: string }> => {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_OUTPUT_SIDE;
  canvas.height = PHOTO_OUTPUT_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(UNREADABLE_PICTURE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    picture.source,
    square.x,
    square.y,
    square.side,
    square.side,
    0,
    0,
    PHOTO_OUTPUT_SIDE,
    PHOTO_OUTPUT_SIDE,
  );
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', 0.9),
  );
  if (!blob) throw new Error(UNREADABLE_PICTURE);
  return { blob, filename: FILE_NAMES[blob.type] ?? 'photo.png' };
};
