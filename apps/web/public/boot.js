// Starts Guía Cuba once the page the server drew has been painted (issue 11): on a slow phone the
// text and photos show first, and the app's JavaScript downloads after, not in their way. The
// entry and the route's code are named by index.html (data-entry) and by the server (meta
// guia-modulepreload). Hidden tabs paint nothing: a timer starts them anyway.
const boot = document.querySelector('script[data-entry]');
let started = false;
function start() {
  if (started || !boot) return;
  started = true;
  const preload = document.querySelector('meta[name="guia-modulepreload"]');
  for (const href of (preload ? preload.content : '').split(/\s+/).filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(boot.dataset.entry);
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
