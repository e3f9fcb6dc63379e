// Runs before the first paint (a file of its own, not inline: the Content-Security-Policy allows
// scripts from 'self' only). It sets the stored language, so an English page never flashes right to
// left, and preloads what this first screen needs, which the build lists in
// <meta name="dars-preload"> (vite.config.ts): the language's messages chunk and font files, and
// the current route's screen chunks and styles (the login screen's for a student-only route when
// signed out), so they download together with the entry instead of after it.
(() => {
  let lang = 'ar';
  let signedIn = false;
  try {
    lang = localStorage.getItem('lang') === 'en' ? 'en' : 'ar';
    signedIn = Boolean(localStorage.getItem('token'));
  } catch {}
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  try {
    const listed = document.querySelector('meta[name="dars-preload"]');
    const list = listed ? JSON.parse(listed.getAttribute('content') || '{}') : null;
    if (!list?.[lang]) return;
    const preload = (href, attrs) => {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
      link.href = href;
      document.head.appendChild(link);
    };
    const here = location.pathname.replace(/\/+$/, '') || '/';
    const matches = (path) => {
      const want = path.split('/');
      const have = here.split('/');
      return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
    };
    const route = (list.routes || []).find((r) => r.paths.some(matches));
    const screen = route ? list.screens[route.studentOnly && !signedIn ? list.login : route.screen] : null;
    for (const href of list[lang].modules) preload(href, { rel: 'modulepreload' });
    for (const href of list[lang].fonts)
      preload(href, { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' });
    if (screen) {
      for (const href of screen.styles) preload(href, { rel: 'preload', as: 'style' });
      for (const href of screen.modules) preload(href, { rel: 'modulepreload' });
    }
  } catch {}
})();
