#!/usr/bin/env node
/**
 * Starts the demo API's data afresh: deletes the state file and tells the running servers that use it
 * (the dev/preview server on :5173, `npm run demo:api` on DEMO_API_PORT or :8787).
 */
import { rmSync } from 'node:fs';

const file = process.env.DARS_DEMO_STATE_FILE || '.demo-data/state.json';
rmSync(file, { force: true });
console.log(`removed ${file}`);
const servers = [
  ['the dev/preview server', 'http://127.0.0.1:5173'],
  [
    'the standalone demo API',
    `http://${process.env.DEMO_API_HOST || '127.0.0.1'}:${process.env.DEMO_API_PORT || 8787}`,
  ],
];
for (const [name, origin] of servers) {
  try {
    const response = await fetch(`${origin}/__demo/reset`, { method: 'POST' });
    if (response.ok) console.log(`${name} on ${origin} started afresh`);
  } catch {
    console.log(`${name} is not running on ${origin}: its next start begins with the seed data`);
  }
}
