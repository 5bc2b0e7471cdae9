/**
 * The square crop of a picture, in the picture's own pixels: a centre and a zoom. Zoom 1 is the
 * largest square that fits; zoom 4 a quarter of its side. The square never leaves the picture.
 */

export type PictureSize = { width: number; height: number };
export type Crop = { zoom: number; centerX: number; centerY: number };
export type CropSquare = { x: number; y: number; side: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const cropSide = (picture: PictureSize, zoom: number): number =>
  Math.min(picture.width, picture.height) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);

/** Keeps the zoom in range and the square inside the picture. */
export const clampCrop = (picture: PictureSize, crop: Crop): Crop => {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(picture, zoom) / 2;
  return {
    zoom,
    centerX: clamp(crop.centerX, half, picture.width - half),
    centerY: clamp(crop.centerY, half, picture.height - half),
  };
};

export const initialCrop = (picture: PictureSize): Crop => ({
  zoom: MIN_ZOOM,
  centerX: picture.width / 2,
  centerY: picture.height / 2,
});

export const cropSquare = (picture: PictureSize, crop: Crop): CropSquare => {
  const { zoom, centerX, centerY } = clampCrop(picture, crop);
  const side = cropSide(picture, zoom);
  return { x: centerX - side / 2, y: centerY - side / 2, side };
};

/**
 * Moves the crop as a drag of (dx, dy) on a view `viewSide` pixels wide: the picture follows the
 * pointer, so the square moves the other way.
 */
export const panCrop = (
  picture: PictureSize,
  crop: Crop,
  dx: number,
  dy: number,
  viewSide: number,
): Crop => {
  const scale = cropSide(picture, crop.zoom) / viewSide;
  return clampCrop(picture, {
    ...crop,
    centerX: crop.centerX - dx * scale,
    centerY: crop.centerY - dy * scale,
  });
};

/** Zooms around the current centre. */
export const zoomCrop = (picture: PictureSize, crop: Crop, zoom: number): Crop =>
  clampCrop(picture, { ...crop, zoom });
