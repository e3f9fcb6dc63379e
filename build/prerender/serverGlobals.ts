/**
 * What the app touches at start-up outside React (local storage, the storage event), from jsdom, for
 * the length of the prerendering; a fetch the machines start fails at once and changes nothing drawn.
 * Returns the function that puts the globals back.
 */
export async function installServerGlobals(): Promise<() => void> {
  // jsdom (the unit tests' environment) has no types of its own.
  const jsdom: string = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis };
  };
  const dom = new JSDOM('<!doctype html><html lang="ar" dir="rtl"><head></head><body></body></html>', {
    url: 'http://localhost/',
  });
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  const values: Record<(typeof names)[number], unknown> = {
    window: dom.window,
    document: dom.window.document,
    localStorage: dom.window.localStorage,
    sessionStorage: dom.window.sessionStorage,
    navigator: dom.window.navigator,
    location: dom.window.location,
    fetch: () => Promise.reject(new Error('no network while prerendering')),
  };
  for (const name of names)
    Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    dom.window.close();
  };
}
