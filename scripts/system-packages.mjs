#!/usr/bin/env node
/**
 * What the browser suites need from the system, not from npm (nothing downloads a browser at install time):
 * Chromium for the end-to-end tests, the stories and Lighthouse, nginx for the deployment test. `npm test`
 * calls `ensureSystemPackages` first: what is missing is installed from the system's packages (apt-get, as
 * root or through password-less sudo), or the run stops at once with one line saying what to run.
 * `.ci/run` runs this file before `npm ci`. CHROMIUM_PATH and NGINX_PATH name other binaries.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SYSTEM_PACKAGES = [
  { package: 'chromium', env: 'CHROMIUM_PATH', path: '/usr/bin/chromium', for: ['e2e', 'stories'] },
  { package: 'nginx', env: 'NGINX_PATH', path: '/usr/sbin/nginx', for: ['e2e'] },
];

/** The packages the wanted steps need and this machine lacks (a binary named by its variable counts as there). */
export function missingPackages(steps, { exists = existsSync, env = process.env } = {}) {
  return SYSTEM_PACKAGES.filter((item) => item.for.some((step) => steps.includes(step)))
    .filter((item) => !(env[item.env] ? exists(env[item.env]) : exists(item.path)))
    .map((item) => item.package);
}

/**
 * How to get the missing packages: nothing to do, the apt-get commands to run (as root, or with `sudo -n`),
 * or the one line that tells a person what to run.
 */
export function installPlan(missing, { root, sudo, apt }) {
  if (missing.length === 0) return { kind: 'ready' };
  const install = ['apt-get', 'install', '-y', '-qq', ...missing];
  if (apt && (root || sudo)) {
    const prefix = root ? [] : ['sudo', '-n'];
    return {
      kind: 'install',
      commands: [
        [...prefix, 'apt-get', 'update', '-qq'],
        [...prefix, ...install],
      ],
    };
  }
  const variables = SYSTEM_PACKAGES.filter((item) => missing.includes(item.package))
    .map((item) => item.env)
    .join(' / ');
  return {
    kind: 'stop',
    message: `npm test needs ${missing.join(' and ')}, which this machine lacks: run \`sudo apt-get install -y ${missing.join(' ')}\` (or set ${variables}), then npm test again.`,
  };
}

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Installs what the wanted steps lack when it can; `{ ok, message }` says how it went, in one line. */
export function ensureSystemPackages(steps) {
  const missing = missingPackages(steps);
  const plan = installPlan(missing, {
    root: process.getuid?.() === 0,
    sudo: succeeds('sudo', ['-n', 'true']),
    apt: succeeds('apt-get', ['--version']),
  });
  if (plan.kind === 'ready') return { ok: true, message: '' };
  if (plan.kind === 'stop') return { ok: false, message: plan.message };
  console.log(`Installing ${missing.join(' and ')} from the system's packages…`);
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      return { ok: false, message: `\`${[command, ...args].join(' ')}\` failed (exit ${result.status}).` };
  }
  const still = missingPackages(steps);
  return still.length === 0
    ? { ok: true, message: '' }
    : { ok: false, message: `${still.join(' and ')} still missing after apt-get install.` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok, message } = ensureSystemPackages(['e2e', 'stories']);
  if (!ok) {
    console.error(message);
    process.exit(1);
  }
}
