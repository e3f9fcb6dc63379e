// Runs first, in <head> (a file of its own, not inline: the Content-Security-Policy allows scripts
// from 'self' only). It sets the stored language, so an English page never flashes right to left
// (nor shows the Arabic page the build prerendered), then starts the app, from the list the build
// writes into <meta name="dars-preload"> (vite.config.ts): the entry chunk and its imports, the
// language's messages chunk and font files, and the current route's screen chunks and styles (the
// login screen's for a student-only route when signed out), all requested at once.
//
// A prerendered page (vite.config.ts) is drawn from the HTML and its stylesheets alone, so the
// scripts are asked for once it is on screen: they no longer share the network with the stylesheets
// the first paint waits for. When the page is not shown as it is (hidden tab, English, signed in),
// the app starts at once.
(() => {
  let lang = 'ar';
  let token = null;
  try {
    lang = localStorage.getItem('lang') === 'en' ? 'en' : 'ar';
    // As packages/api session.ts reads it.
    token = localStorage.getItem('token')?.trim() ? localStorage.getItem('token') : null;
  } catch {}
  const signedIn = Boolean(token);
  const root = document.documentElement;
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The body is parsed (#root and its slots exist): this runs from <head>, before the parser reaches it.
  const parsed =
    document.readyState === 'loading'
      ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
      : Promise.resolve();
  // The build prerendered this page in Arabic for a visitor: in English, or signed in, the app's
  // first render draws something else, so the prerendered page stays hidden until then. A student-only
  // page may also hold the page a signed-in student first sees (the cart's), in a <template>
  // (vite.config.ts renderAsStudent): signed in, in Arabic, that one is shown instead, once parsed.
  const studentPage = signedIn && lang === 'ar' && document.querySelector('meta[name="dars-prerendered-student"]');
  const stale = lang !== 'ar' || (signedIn && !studentPage);
  if (stale || studentPage) root.setAttribute('data-prerender-stale', '');
  if (studentPage) {
    const showStudentPage = () => {
      const page = document.querySelector('template[data-prerendered-student]');
      const container = document.querySelector('#root[data-prerendered]');
      // A copy of the template's nodes: no markup is parsed from a string here.
      if (page && container) container.replaceChildren(page.content.cloneNode(true));
      root.removeAttribute('data-prerender-stale');
    };
    parsed.then(showStudentPage);
  }

  const listed = document.querySelector('meta[name="dars-preload"]');
  let list = null;
  try {
    list = listed ? JSON.parse(listed.getAttribute('content') || '{}') : null;
  } catch {}
  // The development server's page loads /app/main.tsx itself and has no list.
  if (!list?.entry) return;

  // Every preload is crossorigin, as the app's own requests for these files are (else the browser
  // fetches them a second time).
  const preload = (href, attrs) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
    link.href = href;
    document.head.appendChild(link);
    return link;
  };
  // The fonts at once: the first paint then draws the text in Cairo already, so the app's first
  // render (which replaces the prerendered nodes) draws it at the same size.
  for (const href of list[lang].fonts)
    preload(href, { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' });
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const matches = (path) => {
    const want = path.split('/');
    const have = here.split('/');
    return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
  };
  const route = list.routes.find((r) => r.paths.some(matches));
  // The server HTML drawn before the app (startEarlyCalls): settles once drawn, or not.
  let earlyHtml = null;

  // The calls the route's screen makes as it opens (app/paths.ts `early`), asked for now, beside the
  // screen's code, instead of once that code has run; the app's client takes these answers rather than
  // asking again (packages/api early.ts). The screen's largest image is preloaded as soon as the first
  // answer names it. A visitor on a student-only route is shown the login screen: nothing to ask for.
  if (route?.early && typeof list.api === 'string' && !(route.studentOnly && !signedIn)) {
    try {
      startEarlyCalls(route.early, route.paths.find(matches));
    } catch {}
  }

  // A visitor's home page, drawn from the prerendered page: the banners are asked for now rather than
  // after the app has loaded, and the first one is drawn into the page's waiting banner box (its image
  // is the page's largest paint). The app takes this same answer (app/earlyData.ts), not asking twice.
  if (!stale && route && route.screen === list.home && list.banners) {
    try {
      const banners = fetch(list.banners, { headers: { lang, Accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
      window.darsEarly = { lang, banners };
      banners.then(drawFirstBanner);
    } catch {}
  }

  const preloadFirstScreen = () => {
    for (const href of list.entry.modules) preload(href, { rel: 'modulepreload' });
    for (const href of list[lang].modules) preload(href, { rel: 'modulepreload' });
    const wanted = route ? (route.studentOnly && !signedIn ? list.login : route.screen) : null;
    const screen = wanted ? list.screens[wanted] : null;
    if (!screen) return;
    // A prerendered page links its own screen's stylesheets already (the student page's too).
    const prerendered = document.querySelector('meta[name="dars-prerendered"]')?.getAttribute('content');
    const student = document.querySelector('meta[name="dars-prerendered-student"]')?.getAttribute('content');
    if (wanted !== prerendered && wanted !== student)
      for (const href of screen.styles) preload(href, { rel: 'preload', as: 'style', crossorigin: '' });
    for (const href of screen.modules) preload(href, { rel: 'modulepreload' });
  };

  function startEarlyCalls(early, path) {
    const names = path.split('/');
    const values = here.split('/');
    // The route's parameters as the address spells them (percent-encoded), as the app's calls encode them.
    const params = {};
    names.forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = values[i];
    });
    const headers = { lang, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (early.bearer) headers.Authorization = 'Bearer ';
    if (early.info && Array.isArray(list.info)) headers[list.info[0]] = list.info[1];
    // As the header goes out (a browser trims the empty bearer's space): the app's request must carry the same.
    const authorization = new Headers(headers).get('Authorization');
    const calls = early.calls
      // A call spelt with a query is the screen's first visit's: an address with a query asks for another.
      .filter((call) => !(call.includes('?') && location.search))
      .map((call) => {
        const path = call.replace(/:(\w+)/g, (_, name) => params[name] ?? '');
        const url = new URL(`${list.api}/${path}`, location.href).href;
        const response = fetch(url, { headers })
          .then((answer) => (answer.ok ? answer : null))
          .catch(() => null);
        return { url, lang, authorization, page: location.pathname, at: Date.now(), response };
      });
    if (calls.length === 0) return;
    // The first call's body, read once for the image and the app (undefined when missing or unreadable).
    const firstBody =
      early.image?.length || early.html?.length || early.questions || early.body
        ? calls[0].response.then((answer) => answer?.clone().json()).catch(() => undefined)
        : null;
    // `image` settles once the image is preloaded (to its address), or found to be missing or not http(s)
    // (to undefined). On the page the build prerendered for the route, it is drawn into the waiting
    // picture box (`[data-early-image]`), as the home page's first banner is: the app's first render
    // shows it there too (app/earlyData.ts).
    const image = early.image?.length
      ? firstBody.then((body) => {
          const url = preloadImage(early.image, body);
          if (url && !stale) drawEarlyImage(url);
          return url;
        })
      : Promise.resolve(undefined);
    // `html`: the server HTML the screen shows (a policy), drawn into the prerendered page's waiting slot
    // once the page is on screen (drawEarlyHtml below).
    if (early.html?.length && !stale && list.earlyHtml) {
      // The sanitizer comes down behind what the first paint needs (low priority), and runs as soon as it
      // and the answer are both in: the text is often part of the page's first paint.
      const loaded = [list.earlyHtml.script, ...list.earlyHtml.modules].map(
        (href) =>
          new Promise((resolve, reject) => {
            const link = preload(href, { rel: 'modulepreload', fetchpriority: 'low' });
            link.addEventListener('load', resolve);
            link.addEventListener('error', reject);
          }),
      );
      const paths = early.html;
      // (The slot is in the body: `parsed`.)
      earlyHtml = Promise.all([firstBody, Promise.all(loaded).then(() => import(list.earlyHtml.script)), parsed])
        .then(([answer, module]) =>
          module.drawEarlyHtml(
            paths.map((path) => at(answer, path)).find((value) => typeof value === 'string' && value.trim()),
          ),
        )
        .catch((error) => console.error('[boot] the early text could not be drawn', error));
    }
    // `body`: the first call's answer, for the app's first render (app/earlyData.ts), settling to the body,
    // or to null. The FAQ (`questions`) has its first page's questions drawn into the prerendered page too.
    const body =
      early.body || early.questions
        ? firstBody.then((answer) => {
            if (early.questions && !stale) drawEarlyQuestions(answer);
            return answer ?? null;
          })
        : undefined;
    window.darsEarly = { ...window.darsEarly, lang, calls, image, ...(body ? { body } : {}) };
  }

  // A server value as text: a string or a number, else nothing.
  const text = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

  // Text only (textContent); as many as the skeleton has rows (a page's); nothing once the app has drawn its own page.
  function drawEarlyQuestions(body) {
    const list = document.querySelector('#root[data-prerendered] [data-early-faq]');
    const skeleton = document.querySelector('#root[data-prerendered] [data-early-faq-skeleton]');
    const model = list?.firstElementChild;
    const items = body && body.success !== false && Array.isArray(body.data) ? body.data : null;
    if (!list || !skeleton || !model || !items?.length) return;
    for (const item of items.slice(0, skeleton.children.length)) {
      const row = model.cloneNode(true);
      const label = row.querySelector('span');
      if (label) label.textContent = text(item && typeof item === 'object' ? item.question : '');
      list.appendChild(row);
    }
    model.remove();
    skeleton.remove();
    list.hidden = false;
  }

  // What a dotted path (`data.0.image`) of a body holds (undefined where it leads nowhere).
  function at(body, path) {
    let value = body;
    for (const key of path.split('.')) value = value && typeof value === 'object' ? value[key] : undefined;
    return value;
  }

  // The first of the dotted paths that holds an http(s) address, preloaded as the page's largest image.
  function preloadImage(paths, body) {
    for (const path of paths) {
      const value = at(body, path);
      if (typeof value !== 'string' || !value) continue;
      let url;
      try {
        url = new URL(value, location.href);
      } catch {
        continue;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
      preload(url.href, { rel: 'preload', as: 'image', fetchpriority: 'high' });
      return url.href;
    }
    return undefined;
  }

  // An http(s) address only (preloadImage checked it); nothing once the app has drawn its own page.
  function drawEarlyImage(href) {
    const img = document.querySelector('#root[data-prerendered] [data-early-image] img');
    if (!img) return;
    img.setAttribute('src', href);
    img.hidden = false;
  }

  // Text only (textContent), and an http(s) image only; nothing once the app has drawn its own page.
  function drawFirstBanner(body) {
    const slot = document.querySelector('#root[data-prerendered] [data-early-banner]');
    const first = body && Array.isArray(body.data) ? body.data[0] : null;
    if (!slot || !first || typeof first.image !== 'string' || !first.image) return;
    let url;
    try {
      url = new URL(first.image, location.href);
    } catch {
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    const title = slot.querySelector('[data-early-banner-title]');
    const description = slot.querySelector('[data-early-banner-description]');
    if (title) title.textContent = text(first.title);
    // As the app's slide: no description, no paragraph (an empty one would still take the caption's gap).
    if (description && text(first.description)) description.textContent = text(first.description);
    else description?.remove();
    slot.querySelector('img')?.setAttribute('src', url.href);
    slot.hidden = false;
  }

  // The server HTML the first screen shows (app/earlyCalls.ts `html`, a policy) is drawn into the
  // prerendered page's waiting slot through the app's own sanitizer (@dars/ui SafeHtml drawEarly.ts, a chunk
  // of its own; startEarlyCalls): the page's largest paint does not wait for the app. The app's scripts,
  // seven times the sanitizer's size, are asked for once that text is on screen, or EARLY_HTML_WAIT_MS
  // after the first paint, whatever happened. Null when there is nothing to draw.
  const EARLY_HTML_WAIT_MS = 1000;
  function earlyHtmlShown() {
    if (!earlyHtml) return null;
    // Painted: the frame after the one it was drawn in.
    const shown = earlyHtml.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    return Promise.race([shown, new Promise((resolve) => setTimeout(resolve, EARLY_HTML_WAIT_MS))]);
  }

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    try {
      preloadFirstScreen();
    } catch {}
    // A dynamic import, not a <script src>: Trusted Types guard script URLs set from script.
    import(list.entry.script).catch((error) => console.error('[boot] the app could not be loaded', error));
  };
  if (stale || document.visibilityState !== 'visible' || !('PerformanceObserver' in window)) start();
  else {
    // Once the prerendered page is on screen (its first paint), or after 3 s whatever happens.
    const painted = new PerformanceObserver(() => {
      painted.disconnect();
      setTimeout(() => {
        const text = earlyHtmlShown();
        if (text) text.then(start);
        else start();
      }, 0);
    });
    painted.observe({ type: 'paint' });
    setTimeout(start, 3000);
  }
})();
