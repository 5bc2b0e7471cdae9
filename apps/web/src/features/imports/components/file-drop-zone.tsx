import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { UploadIcon } from '../../../components/ui/icons';

type FileDropZoneProps = {
  /** The visible button text and the file input's accessible name. */
  buttonLabel: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
};

/** Drop files here, or pick them with a keyboard-reachable button. */
export function FileDropZone({
  buttonLabel,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  children,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const hand = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) hand(event.dataTransfer.files);
  };

  return (
    <div
      data-testid="file-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors sm:px-8 ${
        dragging ? 'border-orange-500 bg-orange-50' : 'border-stone-300 bg-white'
      }`}
    >
      <UploadIcon className="size-10 text-orange-700" strokeWidth={1.75} />
      <p className="mt-3 font-medium text-stone-900">
        {multiple ? 'Drop files here' : 'Drop a file here'}
      </p>
      {children}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={buttonLabel}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          hand(event.currentTarget.files);
          // Picking the same file again after a refusal must fire change again.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
