type RoleBadgeProps = { label: string; tone?: 'orange' | 'stone' };

export function RoleBadge({ label, tone = 'orange' }: RoleBadgeProps) {
  const colours =
    tone === 'orange'
      ? 'bg-orange-50 text-orange-800 ring-orange-200'
      : 'bg-stone-100 text-stone-700 ring-stone-200';
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}
    >
      {label}
    </span>
  );
}
