/**
 * The prerendered pages' start script, inline in their head (the CSP allows it by its hash,
 * security/headers.ts). The page is already drawn by its HTML, so the app's JavaScript is not asked for
 * until that first frame has been painted (Chrome may otherwise run the scripts first and
 * paint after): it then adds the entry and the page's own chunk as module scripts, fetched
 * side by side; each brings its imports. No modulepreload links: Chrome compiles what they
 * fetch on the main thread, which measured slower than letting the imports be found.
 * `data-entry`: the entry's URL; `data-page`: the page chunk's, if it has one; `data-lang`: the
 * languages the page was prerendered in (a visitor in another is shown nothing to paint, so it starts at once).
 */
export const START_SCRIPT = `(function () {
  var tag = document.currentScript;
  function start() {
    [tag.getAttribute('data-entry'), tag.getAttribute('data-page')].forEach(function (src) {
      if (!src) return;
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.appendChild(script);
    });
  }
  // A visitor whose language the page was not prerendered in sees none of it (page.css): nothing to wait for.
  if ((' ' + tag.getAttribute('data-lang') + ' ').indexOf(' ' + document.documentElement.lang + ' ') < 0) {
    start();
    return;
  }
  // Once the first frame with content has reached the screen (the paint timing entry says so);
  // a page opened in the background paints only when shown, so it waits till then. Browsers
  // without paint timing start at once.
  if (typeof PerformanceObserver !== 'function' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    start();
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
})();
`;
