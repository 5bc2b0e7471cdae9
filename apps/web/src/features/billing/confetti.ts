/** SPEC 9: a confetti burst is 100 particles. */
export const CONFETTI_BURST_PARTICLES = 100;

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fires one confetti burst, unless the user asked for reduced motion. The
 * library is loaded on demand so it stays out of the initial bundle.
 */
export const burstConfetti = async (
  particleCount: number = CONFETTI_BURST_PARTICLES,
): Promise<void> => {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({
      particleCount,
      spread: 70,
      origin: { y: 0.7 },
      disableForReducedMotion: true,
    });
  } catch {
    // Decoration only: a missing canvas (old browser, tests) is not an error.
  }
};
