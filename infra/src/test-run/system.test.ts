import { describe, expect, it } from 'vitest';
import { planSystem } from './system';

describe("npm test's system set-up", () => {
  it('does nothing when every package is there', () => {
    expect(planSystem([], { isRoot: false, hasAptGet: true })).toEqual({ action: 'none' });
  });

  it('installs what is missing with apt-get, without questions, when it runs as root', () => {
    const plan = planSystem(['chromium', 'librdkafka-dev'], { isRoot: true, hasAptGet: true });
    expect(plan).toMatchObject({ action: 'install', packages: ['chromium', 'librdkafka-dev'] });
    expect(plan.action === 'install' && plan.command).toMatch(
      /^apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y .*chromium librdkafka-dev$/,
    );
  });

  it('names what is missing and the command to run, in one line, when it may not install', () => {
    expect(planSystem(['chromium', 'gcc'], { isRoot: false, hasAptGet: true })).toEqual({
      action: 'ask',
      packages: ['chromium', 'gcc'],
      message: 'npm test needs chromium, gcc from the system; run: sudo apt-get install -y chromium gcc',
    });
  });

  it('does not try apt-get on a machine without it, even as root', () => {
    const plan = planSystem(['gcc'], { isRoot: true, hasAptGet: false });
    expect(plan).toMatchObject({ action: 'ask' });
    expect(plan.action === 'ask' && plan.message).not.toContain('\n');
  });
});
