import type { ReactNode } from 'react';

type CardProps = { children: ReactNode; className?: string };

export function Card({ children, className = '' }: CardProps) {
  return (
    <div
      className={`rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 ${className}`.trim()}
    >
      {children}
    </div>
  );
}
