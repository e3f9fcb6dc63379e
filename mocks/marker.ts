/**
 * A string that exists only in the demo API. The build test greps the production
 * bundle for it: finding it there means mock code leaked into the app.
 */
export const DEMO_API_MARKER = 'dars-demo-api-5c1e9b';
