// Sets the stored language before the first paint, so an English page never flashes right to left.
// A file of its own, not inline: the Content-Security-Policy allows scripts from 'self' only.
(() => {
  try {
    const lang = localStorage.getItem('lang') === 'en' ? 'en' : 'ar';
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  } catch {}
})();
