import { createContext, useContext } from 'react';

/**
 * Set by the server rendering (entry-server.tsx) around a list page's opened record (`?id=`), drawn
 * beside the app's root as `#ssr-detail`: the drawer is drawn in place (no portal on the server), and
 * its close button is a link to the list, which works before the app has taken over (and without it).
 * That drawing is never hydrated (the live drawer replaces it as it opens), so what needs the app (a
 * copy button) is drawn disabled in it. Its own module: a button inside the drawer asks for it without
 * the drawer's code.
 */
export const ServedDrawer = createContext<{ closeHref: string } | null>(null);

/** Whether this is the server's drawing of an opened record, which no script will bring to life. */
export function useServedDrawer(): boolean {
  return useContext(ServedDrawer) !== null;
}
