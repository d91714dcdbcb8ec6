import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes are not lost by accident: leaving the screen inside the app is held by React
 * Router's blocker (the screen shows a confirm dialog for `blocker.state === 'blocked'`), and
 * closing or reloading the tab asks through the browser's own `beforeunload` prompt.
 * `allowNextNavigation` lets one deliberate navigation through (after saving, deleting …).
 */
export function useUnsavedGuard(dirty: boolean) {
  const allowOnce = useRef(false);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowOnce.current) {
      allowOnce.current = false;
      return false;
    }
    // a change of the query string (list filters) does not leave the recipe
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers need returnValue set to show the prompt
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const allowNextNavigation = useCallback(() => {
    allowOnce.current = true;
  }, []);
  return { blocker, allowNextNavigation };
}
