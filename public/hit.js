/* First-party page views (issue 27; README: Analytics). Posts each route this tab shows to /api/hit on our own
   origin: the page's address, where it came from, the browser's time zone (for a country) and the cookie
   pop-up's answer, which it reads and never writes. It stores nothing in the browser. It sends nothing when the
   visitor pressed Decline or the browser sends Global Privacy Control or Do Not Track. Navigations inside the
   app (history.pushState, back and forward) count as views; the server drops bots, the admin and previews. */
(function (w, d, n) {
  var last = null, prev = d.referrer;
  function optedOut() {
    if (n.globalPrivacyControl || n.doNotTrack === '1' || w.doNotTrack === '1') return true;
    try { return (JSON.parse(w.localStorage.getItem('cookie-consent')) || {}).choice === 'declined'; } catch (e) { return false; }
  }
  function consent() {
    try { return (JSON.parse(w.localStorage.getItem('cookie-consent')) || {}).choice; } catch (e) { return undefined; }
  }
  function view() {
    var l = w.location;
    if (l.pathname === last) return;
    var body = JSON.stringify({ u: l.href, r: last === null ? prev : l.origin + last, tz: tz(), c: consent() });
    last = l.pathname;
    if (optedOut()) return;
    if (!(n.sendBeacon && n.sendBeacon('/api/hit', body))) {
      try { fetch('/api/hit', { method: 'POST', body: body, keepalive: true, credentials: 'omit' }); } catch (e) {}
    }
  }
  function tz() {
    try { return Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { return undefined; }
  }
  function wrap(name) {
    var original = w.history[name];
    w.history[name] = function () {
      var result = original.apply(this, arguments);
      setTimeout(view, 0);
      return result;
    };
  }
  wrap('pushState');
  wrap('replaceState');
  w.addEventListener('popstate', view);
  view();
})(window, document, navigator);
