// Starts the web app on a page the server rendered (decisions 0028 and 0034). The page is whole without
// it: its CSS is in its <style data-critical>, its stylesheets and module preloads are inert links
// (`data-href`, `data-rel`), and this script (`data-entry`) stands where the entry module was. The build
// minifies this file (vite.config.ts, `minifiedBoot`): its comments cost no visitor a byte.
((s) => {
  const w = window;
  const d = document;
  // hydration resets a controlled input to its state: what was typed before it is kept for the app
  // (components/search-box.tsx takes it up)
  const typed = (w.typedBeforeApp = new WeakMap());
  const links = [...d.querySelectorAll('link[data-href]')];
  const entry = s.dataset.entry;
  // after the first paint, the code is fetched into the HTTP cache at low priority; nothing of it runs
  let fetched = false;
  const fetchCode = () => {
    if (fetched) return;
    fetched = true;
    // the page's font subsets (seo.critical.ts): their fetches start now, after the paint
    for (const f of d.querySelectorAll('style[data-fonts]')) f.media = 'all';
    for (const h of [entry, ...links.filter((l) => l.dataset.rel).map((l) => l.dataset.href)])
      fetch(h)
        .then((r) => r.blob())
        .catch(Boolean);
  };
  // the links get their href and rel (the full stylesheets, in their place in the head), and the entry runs
  const start = () => {
    if (!s) return;
    s = 0;
    fetchCode();
    for (const l of links) Object.assign(l, l.dataset);
    const m = d.createElement('script');
    m.type = 'module';
    m.src = entry;
    d.head.append(m);
  };
  addEventListener('input', (e) => typed.set(e.target, e.target.value), true);
  // the visitor's first touch, key, wheel or focus starts the app
  for (const k of ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'input']) addEventListener(k, start, true);
  // a click on a control before the app is up would do nothing: it is held, and app.tsx gives it again to
  // the hydrated control; a link is followed as it is (the next page is rendered by the server too)
  addEventListener(
    'click',
    (e) => {
      const c =
        !d.documentElement.hasAttribute('data-app') &&
        e.target.closest?.('button,summary,[type=checkbox],[type=radio],[role=button],[role=tab],[role=switch]');
      if (c && !c.closest('a[href]')) {
        e.preventDefault();
        e.stopImmediatePropagation();
        w.clickedBeforeApp = c;
        start();
      }
    },
    true,
  );
  // a background tab paints no frame: the timer fetches there
  requestAnimationFrame(() => setTimeout(fetchCode));
  setTimeout(fetchCode, 1e3);
  // a visitor who only reads: the app starts three seconds after the page has loaded (the service worker,
  // the page view, the router's links)
  const later = () => setTimeout(start, 3e3);
  if (d.readyState === 'complete') later();
  else addEventListener('load', later);
})(document.currentScript);
