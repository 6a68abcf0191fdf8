// Applies the saved theme before the first paint so dark mode never flashes light, and again when
// the system setting changes, so the prerendered marketing pages (which run no app) follow it too.
(function () {
  function apply() {
    try {
      var saved = JSON.parse(localStorage.getItem('tessera-theme') || '{}');
      var theme = (saved.state && saved.state.theme) || 'system';
      var dark =
        theme === 'dark' ||
        (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    } catch {
      // No storage (private mode): the app applies the theme once it starts.
    }
  }
  apply();
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
})();
