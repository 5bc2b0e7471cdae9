import { Link } from 'react-router';

type ImportPageHeaderProps = { title: string; description: string; pipelinePath: string };

export function ImportPageHeader({ title, description, pipelinePath }: ImportPageHeaderProps) {
  return (
    <header>
      <Link
        to={pipelinePath}
        className="text-sm font-medium text-orange-800 underline-offset-2 hover:underline focus-visible:underline"
      >
        ← Back to pipeline
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-1 text-stone-600">{description}</p>
    </header>
  );
}
