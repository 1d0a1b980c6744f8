// The Chromium every test runner and benchmark here starts, headless and with nothing that
// reaches the network. Which one, by the rule of scripts/browser.sh (the test and bench commands
// choose it there and hand it on as CHROME_PATH): CHROME_PATH when set, else Debian's Chromium
// where it is installed, else Playwright's own (`npx playwright install chromium`).
import fs from 'node:fs';
import { chromium } from 'playwright';

/** Debian's Chromium (`apt-get install chromium`). */
export const debianChromium = '/usr/bin/chromium';

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

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
