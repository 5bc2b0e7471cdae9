import { useState } from 'react';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';

/** SPEC 9: avatar sizes xs to 4xl. */
const SIZES = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-16 text-xl',
  '2xl': 'size-20 text-2xl',
  '3xl': 'size-24 text-3xl',
  '4xl': 'size-32 text-4xl',
} as const;
export type AvatarSize = keyof typeof SIZES;

type AvatarProps = { src: string | null | undefined; name: string; size?: AvatarSize };

const PALETTE = ['#c2410c', '#b45309', '#15803d', '#0f766e', '#1d4ed8', '#7e22ce', '#be123c'];

/** Up to two initials of a name ("Ada Lovelace" → "AL"; an e-mail → its first letter). */
export const initialsOf = (name: string): string => {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('') || '?';
};

const colourFor = (name: string): string => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#c2410c';
};

/**
 * A round user photo. A missing or broken image, or the session's default image (a user who has
 * no photo), falls back to a generated avatar: the initials on a colour seeded by the name, drawn
 * inline (no external service).
 */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name ? `Photo of ${name}` : 'User photo';
  const classes = `${SIZES[size]} shrink-0 rounded-full border border-stone-200`;

  if (!src || src === DEFAULT_USER_PHOTO || src === failedSrc) {
    return (
      <svg role="img" aria-label={label} viewBox="0 0 40 40" className={classes}>
        <rect width="40" height="40" rx="20" fill={colourFor(name)} />
        <text
          x="20"
          y="20"
          dy="0.35em"
          textAnchor="middle"
          fill="#fff"
          fontSize="15"
          fontWeight="600"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
        >
          {initialsOf(name)}
        </text>
      </svg>
    );
  }
  return (
    <img
      src={src}
      alt={label}
      onError={() => setFailedSrc(src)}
      className={`${classes} bg-orange-100 object-cover`}
    />
  );
}
