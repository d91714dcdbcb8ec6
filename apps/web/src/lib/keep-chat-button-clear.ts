import { useEffect, type RefObject } from 'react';

/**
 * The floating chat button's corner: its 56 px and its margin from the window's bottom-right edge.
 * The launcher's CSS places it from `--formulab-fab-lift`, which {@link useKeepChatButtonClear} sets.
 */
const BUTTON_CORNER = 84;

/**
 * Keeps the floating chat button off a bar at the bottom of the window (the recipe editor's sticky save
 * bar on a phone): while the bar is in the button's corner, the button sits just above it, so Save is
 * never under it; once the bar leaves the corner the button goes back to its place. Measured on scroll,
 * resize and when the bar changes size, once per frame.
 */
export function useKeepChatButtonClear(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    let frame = 0;
    let lift = -1;
    const measure = () => {
      frame = 0;
      const r = bar.getBoundingClientRect();
      const height = window.innerHeight;
      const inCorner = r.right > root.clientWidth - BUTTON_CORNER && r.bottom > height - BUTTON_CORNER && r.top < height;
      const next = inCorner ? Math.ceil(height - r.top) : 0;
      if (next === lift) return;
      lift = next;
      root.style.setProperty('--formulab-fab-lift', `${next}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(bar);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      root.style.removeProperty('--formulab-fab-lift');
    };
  }, [ref]);
}
