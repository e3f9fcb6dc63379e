import { describe, expect, it } from 'vitest';
import { installPlan, missingPackages } from './system-packages.mjs';

const has =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('a fresh machine: what npm test needs from the system', () => {
  it('lists Chromium and nginx when neither is there; nothing when both are', () => {
    expect(missingPackages(['e2e', 'stories'], { exists: has(), env: {} })).toEqual(['chromium', 'nginx']);
    expect(
      missingPackages(['e2e', 'stories'], { exists: has('/usr/bin/chromium', '/usr/sbin/nginx'), env: {} }),
    ).toEqual([]);
  });

  it('asks only for what the wanted steps use: the stories need no nginx', () => {
    expect(missingPackages(['stories'], { exists: has(), env: {} })).toEqual(['chromium']);
    expect(missingPackages(['unit'], { exists: has(), env: {} })).toEqual([]);
  });

  it('a binary named by CHROMIUM_PATH or NGINX_PATH counts, and only if it is there', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome', NGINX_PATH: '/opt/nginx' };
    expect(missingPackages(['e2e'], { exists: has('/opt/chrome', '/opt/nginx'), env })).toEqual([]);
    expect(missingPackages(['e2e'], { exists: has('/usr/bin/chromium', '/usr/sbin/nginx'), env })).toEqual([
      'chromium',
      'nginx',
    ]);
  });

  it('installs with apt-get as root, through sudo -n otherwise', () => {
    expect(installPlan(['chromium'], { root: true, sudo: false, apt: true })).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
    expect(installPlan(['chromium', 'nginx'], { root: false, sudo: true, apt: true })).toEqual({
      kind: 'install',
      commands: [
        ['sudo', '-n', 'apt-get', 'update', '-qq'],
        ['sudo', '-n', 'apt-get', 'install', '-y', '-qq', 'chromium', 'nginx'],
      ],
    });
  });

  it('cannot install (no rights, or no apt-get): one line that says what to run', () => {
    for (const how of [
      { root: false, sudo: false, apt: true },
      { root: true, sudo: false, apt: false },
    ]) {
      const plan = installPlan(['chromium', 'nginx'], how);
      expect(plan).toEqual({
        kind: 'stop',
        message:
          'npm test needs chromium and nginx, which this machine lacks: run `sudo apt-get install -y chromium nginx` (or set CHROMIUM_PATH / NGINX_PATH), then npm test again.',
      });
      expect(plan.kind === 'stop' && plan.message.includes('\n')).toBe(false);
    }
    expect(installPlan([], { root: false, sudo: false, apt: false })).toEqual({ kind: 'ready' });
  });
});
