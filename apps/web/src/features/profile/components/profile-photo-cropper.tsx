import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ProgressBar } from '../../../components/progress-bar';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  cropSquare,
  initialCrop,
  panCrop,
  zoomCrop,
  type Crop,
  type CropSquare,
} from '../lib/crop-geometry';
import { drawCropPreview, type LoadedPicture } from '../lib/picture-canvas';

/** The preview's side in CSS pixels; it fits a 375 px screen inside the dialog. */
const VIEW_SIDE = 256;
const KEY_STEP = 12;
const ZOOM_STEP = 0.25;

type ProfilePhotoCropperProps = {
  picture: LoadedPicture;
  /** Set while the crop uploads. */
  progress: UploadProgress | null;
  error: string | null;
  onCancel: () => void;
  onSave: (square: CropSquare) => void;
};

const percentOf = (progress: UploadProgress) =>
  progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

/** Pick the square: drag (or arrow keys) to move, the slider (or + and −) to zoom. */
export function ProfilePhotoCropper({
  picture,
  progress,
  error,
  onCancel,
  onSave,
}: ProfilePhotoCropperProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const zoomId = useId();
  const helpId = useId();
  const [crop, setCrop] = useState<Crop>(() => initialCrop(picture));
  const uploading = progress !== null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 3);
    canvas.width = Math.round(VIEW_SIDE * ratio);
    canvas.height = canvas.width;
    drawCropPreview(canvas, picture, cropSquare(picture, crop));
  }, [picture, crop]);

  const viewSide = () => canvasRef.current?.getBoundingClientRect().width || VIEW_SIDE;

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (uploading) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drag.current;
    if (!last) return;
    drag.current = { x: event.clientX, y: event.clientY };
    setCrop((current) =>
      panCrop(picture, current, event.clientX - last.x, event.clientY - last.y, viewSide()),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (uploading) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCrop((current) => panCrop(picture, current, move[0], move[1], VIEW_SIDE));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setCrop((current) => zoomCrop(picture, current, current.zoom + ZOOM_STEP));
    } else if (event.key === '-') {
      event.preventDefault();
      setCrop((current) => zoomCrop(picture, current, current.zoom - ZOOM_STEP));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !uploading && onCancel()}
      title="Crop your photo"
      description="Drag the picture to place yourself in the circle, and zoom with the slider."
    >
      <div className="mt-5 flex flex-col items-center gap-4">
        <canvas
          ref={canvasRef}
          role="img"
          tabIndex={0}
          aria-label="Photo crop preview"
          aria-describedby={helpId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
          className="aspect-square w-full max-w-64 cursor-grab touch-none rounded-xl bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2 active:cursor-grabbing"
        />
        <p id={helpId} className="sr-only">
          Arrow keys move the picture; plus and minus zoom.
        </p>
        <div className="w-full max-w-64">
          <label htmlFor={zoomId} className="block text-sm font-medium text-stone-800">
            Zoom
          </label>
          <input
            id={zoomId}
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.01}
            value={crop.zoom}
            disabled={uploading}
            onChange={(event) =>
              setCrop((current) => zoomCrop(picture, current, Number(event.target.value)))
            }
            className="mt-2 w-full accent-orange-700"
          />
        </div>
        {progress ? (
          <div className="w-full" aria-live="polite">
            <ProgressBar
              label="Uploading photo"
              value={progress.total > 0 ? progress.loaded : null}
              max={progress.total}
              valueText={progress.total > 0 ? `${percentOf(progress)}% uploaded` : undefined}
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={uploading}>
          Cancel
        </Button>
        <Button loading={uploading} onClick={() => onSave(cropSquare(picture, crop))}>
          Save photo
        </Button>
      </div>
    </Modal>
  );
}
