import { useState } from 'react';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';

type AvatarProps = { src: string | null | undefined; name: string; size?: 'sm' | 'md' | 'lg' };

const SIZES = { sm: 'size-8', md: 'size-10', lg: 'size-14' } as const;

/** A round user photo; falls back to the default user image when missing or broken. */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_USER_PHOTO;
  return (
    <img
      src={usable}
      alt={name ? `Photo of ${name}` : 'User photo'}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={`${SIZES[size]} shrink-0 rounded-full border border-stone-200 bg-orange-100 object-cover`}
    />
  );
}
