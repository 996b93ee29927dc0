// Offline stand-in for HubSpot's MeetingsEmbedCode.js. Like the real script it fills every
// `.meetings-iframe-container` with an iframe built from `data-src` when it loads, skips containers
// that already hold one, and exposes `window.hbspt.meetings.create(selector)` for containers
// mounted later.
(function () {
  function create(selector) {
    document.querySelectorAll(selector).forEach(function (container) {
      if (container.querySelector('iframe')) return;
      var src = container.getAttribute('data-src');
      if (!src) return;
      var iframe = document.createElement('iframe');
      iframe.src = src + '&parentPageUrl=' + encodeURIComponent(location.origin + location.pathname);
      iframe.title = container.getAttribute('data-title') || 'Book a meeting';
      iframe.style.width = '100%';
      iframe.style.minWidth = '312px';
      iframe.style.height = '100%';
      iframe.style.border = 'none';
      iframe.setAttribute('data-hs-ignore', 'true');
      container.appendChild(iframe);
    });
  }
  window.hbspt = window.hbspt || {};
  window.hbspt.meetings = { create: create };
  create('.meetings-iframe-container');
})();
