import { StylesyncError } from '../errors.ts';
import { cliSettingNames, type SettingNames } from './setting-names.ts';

const howToSet = (names: SettingNames) => `set ${names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml`;

function isPlaceholder(value: string): boolean {
  return /^\{[^}]*\}$/.test(value.trim());
}

/**
 * Validates one service address and normalises it; `origin` names where it
 * came from. Pure URL rules, not HTTP: validate reports a bad `base_url` in
 * stylesync.yaml with them before any client exists, and the client refuses
 * the same addresses.
 */
export function checkBaseUrl(raw: string, origin = 'the base URL', names: SettingNames = cliSettingNames()): string {
  if (isPlaceholder(raw)) {
    throw new StylesyncError(
      `The service address from ${origin} is the placeholder ${raw}, not an address.`,
      `Use the real address of the style rules service: ${howToSet(names)}.`,
      { code: 'address-placeholder' },
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StylesyncError(
      `The service address from ${origin} is not a valid URL.`,
      `Give a full address such as https://api.example.com: ${howToSet(names)}.`,
      { code: 'address-invalid' },
    );
  }
  // Checked before anything echoes the address, so a password never reaches a message.
  if (url.username !== '' || url.password !== '') {
    throw new StylesyncError(
      `The service address from ${origin} contains credentials (user:password@).`,
      `Remove them from the address; the API key goes in ${names.key} and is sent only in the Authorization header.`,
      { code: 'address-invalid' },
    );
  }
  if (url.search !== '' || raw.includes('?')) {
    throw new StylesyncError(
      `The service address from ${origin} has a query string (${url.origin}${url.pathname}?...).`,
      'Remove the query string: the base URL is only scheme, host, port and an optional path prefix. Never put the API key in a URL.',
      { code: 'address-invalid' },
    );
  }
  if (url.hash !== '' || raw.includes('#')) {
    throw new StylesyncError(
      `The service address from ${origin} has a fragment (#...).`,
      'Remove the #... part from the base URL.',
      { code: 'address-invalid' },
    );
  }
  if (url.protocol === 'http:') {
    if (!isLoopback(url.hostname)) {
      throw new StylesyncError(
        `The service address ${url.origin} uses plain http, which would send the API key unencrypted.`,
        `Use https:// (plain http is accepted only for loopback addresses such as 127.0.0.1 and localhost): ${howToSet(names)}.`,
        { code: 'address-insecure' },
      );
    }
  } else if (url.protocol !== 'https:') {
    throw new StylesyncError(
      `The service address from ${origin} uses ${url.protocol.replace(/:$/, '')}, not https.`,
      `Use an https:// address: ${howToSet(names)}.`,
      { code: 'address-insecure' },
    );
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/** 127.0.0.0/8, ::1 and localhost: traffic that never leaves the machine. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return v4 !== null && v4[1] === '127' && v4.slice(1).every((part) => Number(part) <= 255);
}
