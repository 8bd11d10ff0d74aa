// Debian's Chromium (scripts/install-system-deps.sh): no browser is ever downloaded.
// The flags keep it from calling home, which this machine's closed network refuses.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
