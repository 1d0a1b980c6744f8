// The Chromium every test runner and benchmark here starts, headless and with nothing that
// reaches the network. Which one, by the rule of scripts/browser.sh (the test and bench commands
// choose it there and hand it on as CHROME_PATH): CHROME_PATH when set, else Debian's Chromium
// where it is installed, else Playwright's own (`npx playwright install chromium`). The test
// runners take Debian's headless shell before Debian's Chromium where it is installed (the same
// engine without the desktop browser's parts: a page opens in about a third of the time); the
// page benchmarks keep the full browser, as Lighthouse asks.
import fs from 'node:fs';
import { chromium } from 'playwright';

/** Debian's Chromium (`apt-get install chromium`). */
export const debianChromium = '/usr/bin/chromium';
/** Debian's headless shell (`apt-get install chromium-headless-shell`). */
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium the rule picks: CHROME_PATH when set (an error when it is not an executable
 * file), else Debian's where it is installed, else undefined: Playwright's own.
 */
export function chosenChromium(
  env: NodeJS.ProcessEnv = process.env,
  debian = debianChromium,
): string | undefined {
  const chosen = env.CHROME_PATH;
  if (chosen) {
    if (!isExecutableFile(chosen)) {
      throw new Error(
        `CHROME_PATH=${chosen} is not an executable file; point it at a Chromium or Chrome, or unset it.`,
      );
    }
    return chosen;
  }
  return isExecutableFile(debian) ? debian : undefined;
}

/**
 * The Chromium the test runners drive: CHROME_PATH when set, else Debian's headless shell where
 * it is installed, else the rule of chosenChromium (undefined: Playwright's own, whose headless
 * runs are its headless shell too).
 */
export function testChromium(
  env: NodeJS.ProcessEnv = process.env,
  shell = debianHeadlessShell,
  debian = debianChromium,
): string | undefined {
  if (!env.CHROME_PATH && isExecutableFile(shell)) return shell;
  return chosenChromium(env, debian);
}

/** The chosen Chromium's executable: Playwright's own has its path too (for Lighthouse). */
export const chromiumPath = chosenChromium() ?? chromium.executablePath();

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the page benchmarks start the full browser. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/** How the test runners (Playwright, Vitest's browser mode) start theirs. */
export const testBrowserLaunchOptions = { executablePath: testChromium(), args: chromiumArgs };
