// Marks <html data-signed-in> before the first paint when this browser holds a session, so the
// prerendered marketing pages show 'Go to dashboard' in place of Sign In without any framework.
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('auth-storage') || '{}');
    if (stored.state && stored.state.isAuthenticated)
      document.documentElement.setAttribute('data-signed-in', '');
  } catch {
    // No storage (private mode): the page stays as a signed-out visitor sees it.
  }
})();
