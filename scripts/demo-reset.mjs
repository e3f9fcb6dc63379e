#!/usr/bin/env node
/** Starts the demo API's data afresh: deletes the state file and tells a running server on :5173. */
import { rmSync } from 'node:fs';

const file = process.env.DARS_DEMO_STATE_FILE || '.demo-data/state.json';
rmSync(file, { force: true });
console.log(`removed ${file}`);
try {
  const response = await fetch('http://127.0.0.1:5173/__demo/reset', { method: 'POST' });
  if (response.ok) console.log('the running server on port 5173 started afresh');
} catch {
  console.log('no server running on port 5173: the next start begins with the seed data');
}
