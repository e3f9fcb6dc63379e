import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../scripts/browser.mjs';

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file. */
export function startBrowserForFile() {
  const state: { browser: Browser | null } = { browser: null };
  beforeAll(async () => {
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return () => {
    if (!state.browser) throw new Error('browser not started');
    return state.browser;
  };
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and Content-Security-Policy violations seen so far. */
  errors: string[];
}

/** A fresh context (empty storage) at the given width, optionally with a stored language. */
export async function openPage(
  browser: Browser,
  options: { width?: number; lang?: 'ar' | 'en' } = {},
): Promise<OpenedPage> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 } });
  if (options.lang) await context.addInitScript((l) => localStorage.setItem('lang', l), options.lang);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A policy violation fails the page's test like an error does: the page reports it to us.
  await context.exposeFunction('__darsCspViolation', (text: string) => errors.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __darsCspViolation?: (text: string) => void }).__darsCspViolation;
      report?.(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return { context, page, errors };
}

/** The rules the whole-page checks run: WCAG 2.2 A and AA, and axe's best practices (landmarks, regions, headings). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe finds no violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page } as never).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
