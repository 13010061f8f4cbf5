// What `npm test` needs from the machine besides node_modules: Debian's Chromium (browser tests), librdkafka-dev with
// pkg-config and a C compiler (the Kafka test broker, infra/kmock). Found, installed with apt-get when it may, or named.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export interface SystemNeed {
  /** The Debian package that provides it. */
  aptPackage: string;
  /** What it is for, when it is missing. */
  purpose: string;
  present: () => boolean;
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export const SYSTEM_NEEDS: SystemNeed[] = [
  {
    aptPackage: 'chromium',
    purpose: 'browser tests',
    // playwright.config.ts launches CHROMIUM_PATH, by default Debian's /usr/bin/chromium.
    present: () => executable(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  { aptPackage: 'pkg-config', purpose: 'finding librdkafka', present: () => onPath('pkg-config') },
  {
    aptPackage: 'librdkafka-dev',
    purpose: 'the Kafka test broker',
    present: () => spawnSync('pkg-config', ['--exists', 'rdkafka'], { stdio: 'ignore' }).status === 0,
  },
  { aptPackage: 'gcc', purpose: 'compiling the Kafka test broker', present: () => onPath('gcc') },
];

export type SystemPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; command: string }
  | { action: 'ask'; packages: string[]; message: string };

/**
 * What to do about the missing packages: nothing, install them (as root, with apt-get, without questions), or stop
 * with one line naming them and the command that installs them.
 */
export function planSystem(missing: string[], machine: { isRoot: boolean; hasAptGet: boolean }): SystemPlan {
  if (missing.length === 0) return { action: 'none' };
  const list = missing.join(' ');
  if (machine.isRoot && machine.hasAptGet) {
    return {
      action: 'install',
      packages: missing,
      command: `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${list}`,
    };
  }
  const install = machine.hasAptGet
    ? `sudo apt-get install -y ${list}`
    : `install ${list} with your system's package manager`;
  return {
    action: 'ask',
    packages: missing,
    message: `npm test needs ${missing.join(', ')} from the system; run: ${install}`,
  };
}

/** Finds what is missing and installs it when it may; throws the one-line message when it may not. */
export function ensureSystem(log: (line: string) => void): void {
  const missing = SYSTEM_NEEDS.filter((need) => !need.present());
  const plan = planSystem(
    missing.map((need) => need.aptPackage),
    { isRoot: process.getuid?.() === 0, hasAptGet: onPath('apt-get') },
  );
  if (plan.action === 'none') {
    log(`system: ${SYSTEM_NEEDS.map((need) => need.aptPackage).join(', ')} found`);
    return;
  }
  if (plan.action === 'ask') throw new Error(plan.message);
  log(`system: installing ${plan.packages.join(', ')} (${missing.map((need) => need.purpose).join('; ')})`);
  execFileSync('sh', ['-c', plan.command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missing.filter((need) => !need.present()).map((need) => need.aptPackage);
  if (still.length > 0) throw new Error(`npm test: apt-get ran, but ${still.join(', ')} is still missing`);
}
