// Dev only: with `npm start` watching schemas/, flows/ and locales/, this page reloads after each rebuild, or shows
// the data check's messages when an edit broke something. Without the watcher the server serves a no-op in its place
// (server/web.ts), and with no status yet (/dev/status.json is 404) it does nothing.
(function () {
  if (!window.EventSource || !window.fetch) return;
  fetch('/dev/status.json')
    .then(function (res) {
      if (!res.ok) return;
      return res.json().then(function (first) {
        if (first && first.ok === false) show(first.problems || []);
        // since: a status newer than this one, missed while the server restarted, is sent at once
        var source = new EventSource('/dev/live?since=' + encodeURIComponent(String(first.at || 0)));
        source.onopen = function () {
          document.documentElement.setAttribute('data-live', 'on');
        };
        source.onmessage = function (e) {
          var s = JSON.parse(e.data);
          if (s.ok) window.location.reload();
          else show(s.problems || []);
        };
      });
    })
    .catch(function () {
      /* no live reload */
    });

  function show(problems) {
    var box = document.getElementById('live-problems');
    if (!box) {
      box = document.createElement('section');
      box.id = 'live-problems';
      box.className = 'live-problems';
      box.setAttribute('role', 'alert');
      document.body.insertBefore(box, document.body.firstChild);
    }
    box.textContent = '';
    var h = document.createElement('h2');
    h.textContent = 'The last edit did not build: npm run check says';
    box.appendChild(h);
    var ul = document.createElement('ul');
    problems.forEach(function (p) {
      var li = document.createElement('li');
      li.textContent = p;
      ul.appendChild(li);
    });
    box.appendChild(ul);
  }
})();
