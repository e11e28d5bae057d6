// The panel gallery: frames per sample state, in two locales side by side, each at 375 px beside 1280 px, each tagged with its page id, state
// and the files that define it (the frame reports them).
(function () {
  var q = new URLSearchParams(window.location.search);
  var a = document.getElementById('locale-a');
  var b = document.getElementById('locale-b');
  var filter = document.getElementById('filter');
  var size = document.getElementById('size');
  var look = document.getElementById('look');
  /** a small phone and a desktop window */
  var SIZES = [
    [375, 667],
    [1280, 800],
  ];
  var files = {};
  window.addEventListener('message', function (e) {
    if (e.origin !== window.location.origin || !e.data || !e.data.gallery) return;
    files[e.data.gallery] = e.data;
    document.querySelectorAll('[data-files-for="' + e.data.gallery + '"]').forEach(function (el) {
      el.textContent = e.data.files.join(' · ');
    });
  });
  var json = function (url) {
    return fetch(url).then(function (r) {
      return r.json();
    });
  };
  // the locales are the files of locales/, as the build lists them (docs/locales.md)
  Promise.all([json('/gallery/states.json'), json('/dist/locales.json')]).then(function (both) {
    var data = both[0];
    both[1].locales.forEach(function (l) {
      a.appendChild(new Option(l, l));
      b.appendChild(new Option(l, l));
    });
    a.value = q.get('a') || 'en_US';
    b.value = q.get('b') || 'de_DE';
    var pages = [];
    data.states.forEach(function (s) {
      if (pages.indexOf(s.page) < 0) pages.push(s.page);
    });
    pages.forEach(function (p) {
      filter.appendChild(new Option(p, p));
    });
    filter.value = q.get('page') || '';
    function draw() {
      var main = document.getElementById('gallery');
      main.textContent = '';
      data.states
        .filter(function (s) {
          return !filter.value || s.page === filter.value;
        })
        .forEach(function (s) {
          var section = document.createElement('section');
          section.className = 'gallery-item';
          section.setAttribute('data-state', s.id);
          var h = document.createElement('h2');
          h.textContent = s.page + ' — ' + s.id + ' (flow ' + s.flow + ')';
          var f = document.createElement('p');
          f.className = 'gallery-files';
          f.setAttribute('data-files-for', s.id);
          // the files come with the states (server/dev/gallery.ts); a frame that loads says them again
          f.textContent = (files[s.id] ? files[s.id].files : s.files || []).join(' · ');
          section.appendChild(h);
          section.appendChild(f);
          var row = document.createElement('div');
          row.className = 'gallery-row';
          [a.value, b.value].forEach(function (locale) {
            // each locale at a phone's width beside a desktop's (drawn at half size)
            SIZES.filter(function (w) {
              return !size.value || String(w[0]) === size.value;
            }).forEach(function (w) {
              var box = document.createElement('div');
              box.className = 'gallery-frame gallery-frame--' + w[0];
              var frame = document.createElement('iframe');
              // a widget boots in each frame: those out of sight wait until they are scrolled to
              frame.loading = 'lazy';
              frame.title = s.page + ' ' + s.id + ' ' + locale + ' ' + w[0] + ' px';
              frame.src =
                '/gallery-frame.html?state=' +
                encodeURIComponent(s.id) +
                '&locale=' +
                locale +
                // the look: the default, a host's brand (logo and every theme token) or the dark mode
                (look.value ? '&brand=1&look=' + look.value : '');
              frame.setAttribute('data-locale', locale);
              frame.setAttribute('data-width', String(w[0]));
              frame.width = String(w[0]);
              frame.height = String(w[1]);
              box.appendChild(frame);
              row.appendChild(box);
            });
          });
          section.appendChild(row);
          main.appendChild(section);
        });
    }
    size.value = q.get('size') || '';
    look.value = q.get('look') || '';
    [a, b, filter, size, look].forEach(function (el) {
      el.addEventListener('change', draw);
    });
    draw();
  });
})();
