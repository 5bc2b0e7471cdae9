import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the hash target is kept in view while the sections above it load. */
export const HASH_SETTLE_MS = 4000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the element named by the URL hash (e.g. /app/settings#billing) and keeps it there
 * while the page settles: the sections above it load after it and push it down, and the
 * router's scroll restoration of a fresh load may put the page back at the top. It lets go at
 * the person's first scroll, key or tap, or after HASH_SETTLE_MS.
 */
export const useScrollToHash = (): void => {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => scroll());
    const letGo = () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, letGo);
    };
    scroll();
    const frame = requestAnimationFrame(scroll);
    const timer = setTimeout(letGo, HASH_SETTLE_MS);
    observer?.observe(document.body);
    for (const event of USER_SCROLL_EVENTS) {
      window.addEventListener(event, letGo, { passive: true });
    }
    return letGo;
  }, [hash, key]);
};
