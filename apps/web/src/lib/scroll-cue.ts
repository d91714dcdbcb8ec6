import { useCallback, useState, type CSSProperties } from 'react';

/** Whether a sideways-scrolling row has more to show before and after what is in view. */
export type ScrollEdges = { before: boolean; after: boolean };

const FADE = '40px';

/**
 * The fade that tells a row continues past its edge (state tabs on a phone): the side with more to
 * scroll to fades out, so a cut-off tab reads as "more this way" rather than as a broken label.
 */
export function scrollCueMask(edges: ScrollEdges): CSSProperties {
  const { before, after } = edges;
  if (!before && !after) return {};
  const stops = [before ? `transparent, #000 ${FADE}` : '#000', after ? `#000 calc(100% - ${FADE}), transparent` : '#000'].join(
    ', ',
  );
  const mask = `linear-gradient(to right, ${stops})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/** What a scrolled element's position says of its edges (a pixel of slack for sub-pixel widths). */
export function edgesOf(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const max = el.scrollWidth - el.clientWidth;
  return { before: el.scrollLeft > 1, after: el.scrollLeft < max - 1 };
}

/**
 * Watches a row that scrolls sideways: the style that fades the edges with more to see, and the
 * callback to pass as the row's `ref`, kept right as it scrolls and as its width changes. The chosen item (`[data-active]`) is
 * scrolled into view when the row appears, so a state picked from a link is not off-screen.
 */
export function useScrollCue(): [style: CSSProperties, watch: (el: HTMLElement | null) => void] {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  const watch = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const update = () =>
      setEdges((old) => {
        const next = edgesOf(el);
        return next.before === old.before && next.after === old.after ? old : next;
      });
    el.querySelector<HTMLElement>('[data-active]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    el.addEventListener('scroll', update, { passive: true });
    // fires once at once, then whenever the row or its content changes size
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return [scrollCueMask(edges), watch];
}
