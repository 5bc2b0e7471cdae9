import { Spinner } from './spinner';

type FullPageSpinnerProps = { label: string };

export function FullPageSpinner({ label }: FullPageSpinnerProps) {
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center gap-3 text-stone-600"
    >
      <Spinner className="size-5 text-orange-600" />
      <span>{label}</span>
    </div>
  );
}
