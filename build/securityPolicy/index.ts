import type { HtmlTagDescriptor, Plugin } from 'vite';
import { contentSecurityPolicy } from '../../scripts/security-policy.mjs';

/** The policy as the page's first element, allowing the API origin the build talks to ('' for its own). */
export function policyMeta(apiOrigin: string): HtmlTagDescriptor {
  return {
    tag: 'meta',
    attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ apiOrigin }) },
    injectTo: 'head-prepend',
  };
}

/**
 * The production build's Content-Security-Policy as the first element of <head> (before any script or style
 * it governs). Build only: the development server's hot reload needs inline code.
 */
export function securityPolicyPlugin(apiOrigin: string): Plugin {
  return {
    name: 'dars-security-policy',
    apply: 'build',
    // The app's page only: Storybook builds its own iframe.html through this config.
    transformIndexHtml: (_html, context) => (context.path === '/index.html' ? [policyMeta(apiOrigin)] : undefined),
  };
}
