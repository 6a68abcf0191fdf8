import type { DeviceType } from '@tessera/core';
import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  device: DeviceType;
  browser: string;
  os: string;
}

const UNKNOWN = 'Unknown';

// The same browser under its mobile name is one browser for the owner.
const BROWSER_NAMES: Record<string, string> = {
  'Mobile Safari': 'Safari',
  'Mobile Chrome': 'Chrome',
  'Mobile Firefox': 'Firefox',
};

const OS_NAMES: Record<string, string> = {
  'Mac OS': 'macOS',
  'Chromium OS': 'Chrome OS',
};

function deviceOf(type: string | undefined): DeviceType {
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}

function parse(userAgent: string): ClientInfo {
  const result = new UAParser(userAgent).getResult();
  const browser = result.browser.name;
  const os = result.os.name;
  return {
    device: deviceOf(result.device.type),
    browser: browser ? (BROWSER_NAMES[browser] ?? browser) : UNKNOWN,
    os: os ? (OS_NAMES[os] ?? os) : UNKNOWN,
  };
}

// Parsing costs tens of microseconds and runs for every page view, while a site's visitors use few
// distinct user agents; a bounded memo keeps that cost low without growing without limit.
// Overlong user agents (never a real browser's) are not kept, so the memo stays small.
const MEMO_LIMIT = 10_000;
const MEMO_MAX_KEY_LENGTH = 512;
const memo = new Map<string, ClientInfo>();

/** The device type, browser and operating system named by a user agent ('Unknown' when not known). */
export function clientOf(userAgent: string): ClientInfo {
  const known = memo.get(userAgent);
  if (known) return known;
  const info = parse(userAgent);
  if (userAgent.length > MEMO_MAX_KEY_LENGTH) return info;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(userAgent, info);
  return info;
}
