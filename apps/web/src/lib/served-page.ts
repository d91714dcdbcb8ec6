import { useSyncExternalStore } from 'react';

/**
 * Whether this page came rendered by the server (decision 0027) and is hydrated: a component that
 * reads what the server cannot know (localStorage, the screen's width) then reads it after its first
 * render, so that the first render draws what the server drew. It stays true for the screens opened
 * after (one frame of the default before the stored choice), which costs less than telling them apart.
 */
export const servedPage = !!globalThis.document?.getElementById('ssr-state');

const unchanging = () => () => {};

/**
 * False on the server and while a served page is hydrated, true from then on (React draws the
 * component again right after the hydration) and at once on a page the browser draws itself: for what
 * the server cannot know (the address's #hash, the reader's time zone).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/** The time zone the server draws a moment in: the company's (the day in Korea, as the view counts keep it). */
const SERVER_ZONE = 'Asia/Seoul';

/**
 * The time zone to draw a moment in: the server's on the server and while a served page is hydrated
 * (the hydration finds the text the server wrote, whatever the reader's zone), the reader's own
 * (undefined) from then on.
 */
export function useDateZone(): string | undefined {
  return useHydrated() ? undefined : SERVER_ZONE;
}
