// Runs before the first paint (a file of its own, not inline: the Content-Security-Policy allows
// scripts from 'self' only). It sets the stored language, so an English page never flashes right to
// left, and preloads what that language's first screen needs (its messages chunk and font files),
// which the build lists in <meta name="dars-preload"> (vite.config.ts).
(() => {
  let lang = 'ar';
  try {
    lang = localStorage.getItem('lang') === 'en' ? 'en' : 'ar';
  } catch {}
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  try {
    const listed = document.querySelector('meta[name="dars-preload"]');
    const files = listed ? JSON.parse(listed.getAttribute('content') || '{}')[lang] : null;
    if (!files) return;
    const preload = (href, attrs) => {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
      link.href = href;
      document.head.appendChild(link);
    };
    for (const href of files.modules) preload(href, { rel: 'modulepreload' });
    for (const href of files.fonts) preload(href, { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' });
  } catch {}
})();
