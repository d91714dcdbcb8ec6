((s) => {
  const typed = (window.typedBeforeApp = new WeakMap());
  addEventListener('input', (e) => typed.set(e.target, e.target.value), true);
  const go = () => {
    if (!s) return;
    for (const l of document.querySelectorAll('link[data-href]')) Object.assign(l, l.dataset);
    const m = document.createElement('script');
    m.type = 'module';
    m.crossOrigin = '';
    m.src = s.dataset.entry;
    document.head.append(m);
    s = null;
  };
  requestAnimationFrame(() => setTimeout(go));
  setTimeout(go, 1000);
})(document.currentScript);
