// What counts as a secret wherever the simulator writes requests down (journal, log lines): fields and
// query parameters named like one, and the headers that carry credentials.

/** Body fields and query parameters whose values are never kept. */
export const SECRET_NAME = /password|captcha|verificationcode|token|secret|authorization|encryption|digest/i;

export const REDACTED = '[redacted]';

/** A query string (no `?`) with every secret-looking parameter's value redacted (launch URLs carry `token=`). */
export function redactQuery(query: string): string {
  return query.replace(/([^&=]+)=([^&]*)/g, (pair, name: string) =>
    SECRET_NAME.test(name) ? `${name}=${REDACTED}` : pair,
  );
}

/** A URL (path and query) with its secret-looking query parameters redacted. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at + 1)}${redactQuery(url.slice(at + 1))}`;
}
