// Debian's chromium, never a downloaded browser: the machines reach only the npm registry and
// Debian's packages. Root needs --no-sandbox; the networking flags stop Chromium phoning home,
// which this closed network refuses noisily.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
