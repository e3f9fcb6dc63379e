import { describe, expect, it } from 'vitest';
import { groupTests } from './index';

describe('the chunk groups', () => {
  const lazy = new Set(['/r/app/screens/Home/HomeScreen.tsx']);
  const app = groupTests(() => true, lazy);

  it('takes our shared modules into common, but never a lazy one, a virtual one, a package or the early sanitizer', () => {
    expect(app.common('/r/packages/ui/src/Button/Button.tsx')).toBe(true);
    expect(app.common('/r/app/screens/Home/HomeScreen.tsx')).toBe(false);
    expect(app.common('\0virtual:dars-messages/ar')).toBe(false);
    expect(app.common('/r/node_modules/react/index.js')).toBe(false);
    expect(app.common('/r/packages/ui/src/SafeHtml/sanitize.ts')).toBe(false);
    expect(app.common('/r/node_modules/dompurify/dist/purify.es.mjs')).toBe(false);
  });

  it('leaves the early sanitizer out of the entry too, and groups nothing in a build that is not the app', () => {
    expect(app.app('/r/node_modules/react/index.js')).toBe(true);
    expect(app.app('/r/packages/ui/src/SafeHtml/drawEarly.ts')).toBe(false);
    const storybook = groupTests(() => false, lazy);
    expect(storybook.app('/r/node_modules/react/index.js')).toBe(false);
    expect(storybook.common('/r/packages/ui/src/Button/Button.tsx')).toBe(false);
  });
});
