// What every page runs: the web app's service worker, where the site is served (a page
// opened from the file system cannot have one; it works without).
"use strict";
(function () {
  var root = document.documentElement.getAttribute("data-root") || "";
  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    navigator.serviceWorker.register(root + "sw.js").catch(function () {});
  }
})();
