/* global workbox */
// Appended to the generated /sw.js (gatsby-plugin-offline's appendScript). The plugin serves its offline shell
// only for paths whose resources it has recorded; when any other page is opened without a network, answer the
// shell too instead of the browser's error page. Payment returns (?status=) are never answered from a cache.
workbox.routing.setCatchHandler(async ({ event }) => {
  const request = event.request;
  if (request.mode === 'navigate' && !/[?&]status=/.test(request.url)) {
    const key = workbox.precaching.getCacheKeyForURL('/offline-plugin-app-shell-fallback/index.html');
    const shell = key && (await caches.match(key));
    if (shell) return shell;
  }
  return Response.error();
});
