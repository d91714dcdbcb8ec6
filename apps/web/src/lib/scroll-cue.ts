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
 * callback to pass as the row's `ref`, kept right as it scrolls, as its width changes and as items come
 * and go. The chosen item (`[data-active]`) is brought to the middle of the row when the row appears and
 * whenever the items or the choice change (the state tabs fill in once their counts arrive, which moved
 * a state picked from a link out of view).
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
    // the row alone scrolls, sideways: never the page (a count refreshed while the person reads further
    // down must not pull the page up to the tabs)
    const reveal = () => {
      const active = el.querySelector<HTMLElement>('[data-active]');
      if (active) {
        const row = el.getBoundingClientRect();
        const item = active.getBoundingClientRect();
        el.scrollLeft += item.left - row.left - (row.width - item.width) / 2;
      }
      update();
    };
    reveal();
    el.addEventListener('scroll', update, { passive: true });
    // once at once, then whenever the row changes size
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    // items added or removed, or another one chosen
    const changed = typeof MutationObserver === 'undefined' ? null : new MutationObserver(reveal);
    changed?.observe(el, { childList: true, subtree: true, attributeFilter: ['data-active'] });
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, []);
  return [scrollCueMask(edges), watch];
}
