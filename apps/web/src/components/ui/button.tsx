import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-orange-700 text-white shadow-sm hover:bg-orange-800 focus-visible:ring-orange-500 disabled:bg-orange-300 disabled:text-white',
  secondary:
    'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-50 focus-visible:ring-orange-500 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 focus-visible:ring-orange-500 disabled:text-stone-400',
  danger:
    'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:ring-red-500 disabled:bg-red-300',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', extra = ''): string =>
  `inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`.trim();

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  loading?: boolean;
};

export function Button({
  variant = 'primary',
  loading = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
