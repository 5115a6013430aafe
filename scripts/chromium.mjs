/**
 * The Chromium that browser tests and benchmarks drive: Debian's, since no test tool can download a
 * browser here. Without the background-networking flags Chromium keeps dialling Google hosts, which
 * this closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
