// Plain document cookies: the platform keeps the remember-me choice and the device id in cookies
// (platform-spec.md section 9, wire-contract.md section 2), so the site writes them the same way.

export function readCookie(name: string): string | null {
  // none on the server: its prerender of a page is a first-time visitor's (prerender-fits.ts)
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}
