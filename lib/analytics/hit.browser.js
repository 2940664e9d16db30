// The page-view beacon (docs/development.md: Analytics), readable. Browsers get it minified as public/hit.js, which
// `npm run media -- beacon` writes from this file (scripts/media/beacon.mjs; a unit test fails when the two
// differ): edit this file, then run that. Started by components/layout/site-effects.tsx once the page is
// hydrated and the browser is idle. Plain ES5 in a closure: it runs as a classic script, beside no bundler.
(function (w, d, l, h) {
  var referrer = d.referrer, landing = l.href, last, choice, zone, waiting = [];
  // The time zone names the visitor's country. Its first read loads the browser's time-zone data, a long task,
  // so a worker reads it, off the page's thread; the views wait for its answer (or its failure) together.
  function withZone(then) {
    if (zone !== undefined) return then();
    if (waiting.push(then) > 1) return;
    function done(value) {
      zone = typeof value == 'string' ? value : '';
      waiting.splice(0).forEach(function (f) { f(); });
    }
    try {
      var worker = new Worker('/hit-tz.js');
      worker.onmessage = function (e) { worker.terminate(); done(e.data); };
      worker.onerror = function () { done(''); };
    } catch (e) { done(''); }
  }
  function view() {
    if (l.pathname == last) return;
    var url = l.href, from = last ? l.origin + last : referrer, consent;
    last = l.pathname;
    try { choice = JSON.parse(localStorage.getItem('cookie-consent')).choice; } catch (e) {}
    if (choice == 'declined') return;
    consent = choice;
    // Starting the worker is a task of its own: with this script's first run (and the page's first localStorage
    // read) it made one task long enough to count as blocking on a slow phone.
    setTimeout(function () {
      withZone(function () {
        navigator.sendBeacon('/api/hit', JSON.stringify({ u: url, r: from, tz: zone, c: consent }));
      });
    });
  }
  function hook(name) {
    var original = h[name];
    h[name] = function () { original.apply(h, arguments); setTimeout(view); };
  }
  hook('pushState');
  hook('replaceState');
  w.addEventListener('popstate', view);
  view();
  // A form sent from this tab says where the visit began (lib/analytics/fields.ts).
  d.addEventListener('formdata', function (e) {
    var f = e.formData;
    if (f.has('landing') && !f.get('landing')) try { f.set('landing', landing + ' ' + (referrer && new URL(referrer).host)); } catch (x) {}
  }, true);
})(window, document, location, history);
