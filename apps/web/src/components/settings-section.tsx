import type { ReactNode } from 'react';
import { Card } from './ui/card';

type SettingsSectionProps = {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
};

export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20">
      <Card>
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{description}</p>
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}
