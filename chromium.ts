// Debian's Chromium, as every test runner and benchmark here starts it: headless, and with
// nothing that reaches the network. No tool downloads a browser of its own.

export const chromiumPath = '/usr/bin/chromium';

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
