import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, clampCrop, cropSquare, initialCrop, panCrop, zoomCrop } from './crop-geometry';

const landscape = { width: 800, height: 400 };
const portrait = { width: 300, height: 900 };

describe('crop geometry', () => {
  it('starts with the largest centred square', () => {
    expect(cropSquare(landscape, initialCrop(landscape))).toEqual({ x: 200, y: 0, side: 400 });
    expect(cropSquare(portrait, initialCrop(portrait))).toEqual({ x: 0, y: 300, side: 300 });
  });

  it('zooms around the centre, between 1 and 4', () => {
    const zoomed = zoomCrop(landscape, initialCrop(landscape), 2);
    expect(cropSquare(landscape, zoomed)).toEqual({ x: 300, y: 100, side: 200 });
    expect(zoomCrop(landscape, zoomed, 10).zoom).toBe(MAX_ZOOM);
    expect(zoomCrop(landscape, zoomed, 0.2).zoom).toBe(1);
  });

  it('moves the square against the drag, scaled from the view to the picture', () => {
    const crop = zoomCrop(landscape, initialCrop(landscape), 2);
    // The view is 100 px wide and shows 200 picture pixels: a 10 px drag is 20 pixels.
    const moved = panCrop(landscape, crop, 10, -5, 100);
    expect(cropSquare(landscape, moved)).toEqual({ x: 280, y: 110, side: 200 });
  });

  it('never lets the square leave the picture', () => {
    const crop = panCrop(landscape, initialCrop(landscape), 10_000, 10_000, 100);
    expect(cropSquare(landscape, crop)).toEqual({ x: 0, y: 0, side: 400 });
    const far = clampCrop(portrait, { zoom: 3, centerX: 9999, centerY: -50 });
    expect(cropSquare(portrait, far)).toEqual({ x: 200, y: 0, side: 100 });
  });

  it('keeps the square inside after zooming out near an edge', () => {
    const corner = panCrop(
      landscape,
      zoomCrop(landscape, initialCrop(landscape), 4),
      9999,
      9999,
      100,
    );
    expect(cropSquare(landscape, corner)).toEqual({ x: 0, y: 0, side: 100 });
    expect(cropSquare(landscape, zoomCrop(landscape, corner, 1))).toEqual({
      x: 0,
      y: 0,
      side: 400,
    });
  });
});
