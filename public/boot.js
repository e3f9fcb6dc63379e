// Runs before the first paint (a file of its own, not inline: the Content-Security-Policy allows
// scripts from 'self' only). It sets the stored language, so an English page never flashes right to
// left, and preloads that language's first-screen font files, which the build lists in
// <meta name="dars-preload-fonts"> (a <meta> placed before this script).
(() => {
  let lang = 'ar';
  try {
    lang = localStorage.getItem('lang') === 'en' ? 'en' : 'ar';
  } catch {}
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  try {
    const listed = document.querySelector('meta[name="dars-preload-fonts"]');
    const files = listed ? JSON.parse(listed.getAttribute('content') || '{}')[lang] || [] : [];
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {}
})();
