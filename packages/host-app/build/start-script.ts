import { EARLY_REQUESTS_GLOBAL } from './kit-build-time.ts';

/** How long a signed-in page's scripts wait for the access check before starting anyway. */
export const PREVIEW_WAIT_MS = 1_000;

/**
 * The prerendered pages' start script, inline in their head (the CSP allows it by its hash,
 * security/headers.ts). The page is already drawn by its HTML, so the app's JavaScript is not asked for
 * until that first frame has been painted (Chrome may otherwise run the scripts first and
 * paint after): it then adds the entry and the page's chunks as module scripts, fetched
 * side by side; each brings its imports. No modulepreload links: Chrome compiles what they
 * fetch on the main thread, which measured slower than letting the imports be found.
 * `data-entry`: the entry's URL; `data-page`: the page's chunks, if any, space-separated;
 * `data-lang`: the languages the page was prerendered in (a visitor in another is shown nothing
 * to paint, so it starts at once). `data-preview`: a signed-in page, painted only when the
 * head script's access check lets this session see it (the early requests' `preview`): the
 * scripts wait for that paint when it comes, and start at once when it will not (signed out,
 * sent elsewhere, no answer within PREVIEW_WAIT_MS), since the app then decides what shows.
 */
export const START_SCRIPT = `(function () {
  var tag = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    [tag.getAttribute('data-entry')].concat((tag.getAttribute('data-page') || '').split(' ')).forEach(function (src) {
      if (!src) return;
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.appendChild(script);
    });
  }
  // Once the first frame with content has reached the screen (the paint timing entry says so);
  // a page opened in the background paints only when shown, so it waits till then.
  function afterPaint() {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // A visitor whose language the page was not prerendered in sees none of it (page.css): nothing to wait for.
  if ((' ' + tag.getAttribute('data-lang') + ' ').indexOf(' ' + document.documentElement.lang + ' ') < 0) return start();
  // Browsers without paint timing start at once.
  if (typeof PerformanceObserver !== 'function' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return start();
  if (tag.getAttribute('data-preview') === null) return afterPaint();
  var preview = (window.${EARLY_REQUESTS_GLOBAL} || {}).preview;
  if (!preview) return start();
  preview.then(function (shown) {
    if (shown) afterPaint();
    else start();
  }, start);
  setTimeout(start, ${PREVIEW_WAIT_MS});
})();
`;
