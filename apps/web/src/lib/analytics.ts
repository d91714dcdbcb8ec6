/**
 * First-party page views (decision 0010): the route's pattern (`/recipes/:id`, never a query), the
 * referring site's host on arrival, the language and mobile/desktop. Nothing is sent when the browser
 * asks not to be tracked (Do Not Track, Global Privacy Control). Views are batched — sent 5 s after
 * the first, or as the page is hidden — with `sendBeacon` (it survives the page closing). Kept tiny:
 * it is in every visitor's first load, so the server does the tidying (the path's slashes, our own
 * host as a referrer, the staff area's views dropped).
 */
type State = {
  initialized: boolean;
  location: { pathname: string };
  matches: { route: { path?: string } }[];
  navigation: { state: string };
};

export function trackPageViews(router: { state: State; subscribe: (fn: (s: State) => void) => unknown }): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl) return;
  const events: object[] = [];
  let timer = 0;
  let last = '';
  let referrer: string | null = (document.referrer && new URL(document.referrer).host) || null;
  const flush = () => {
    timer = 0;
    // a text/plain beacon: the server reads it as JSON on this one route
    if (events.length && nav.onLine) nav.sendBeacon('/api/analytics/events', JSON.stringify({ events: events.splice(0, 20) }));
  };
  const seen = (s: State) => {
    if (!s.initialized || s.navigation.state !== 'idle' || s.location.pathname === last) return;
    last = s.location.pathname;
    events.push({
      path: s.matches.map((m) => m.route.path).join('/'),
      referrer,
      lang: document.documentElement.lang,
      device: innerWidth < 768 ? 'mobile' : 'desktop',
    });
    referrer = null;
    timer ||= window.setTimeout(flush, 5000);
  };
  router.subscribe(seen);
  seen(router.state);
  document.addEventListener('visibilitychange', () => document.hidden && flush());
}
