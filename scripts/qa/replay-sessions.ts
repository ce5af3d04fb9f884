// The replay's sessions: the capture's logins are made again on the twin, and every later call carries
// the twin's token in place of the capture's. A capture with real tokens maps each one to the twin's
// token of the same login; a redacted capture (the journal's HAR) goes by the entry's member, else the
// newest login's token.

import { type HarEntry, harHeaderValue } from '@sim/shared/har';
import { HEADER } from '@sim/shared/headers';

const REDACTED = '[redacted]';

/** The `value.token` of a platform answer, if it has a usable one. */
function tokenIn(answer: unknown): string | undefined {
  const token = (answer as { value?: { token?: unknown } } | null)?.value?.token;
  return typeof token === 'string' && token !== '' && token !== REDACTED ? token : undefined;
}

function usernameIn(body: unknown): string | undefined {
  const username = (body as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username.toLowerCase() : undefined;
}

export class ReplaySessions {
  private readonly byCaptureToken = new Map<string, string>();
  private readonly byMember = new Map<string, string>();
  private newest: string | undefined;

  constructor(
    private readonly passwords: Record<string, string>,
    private readonly defaultPassword: string | undefined,
  ) {}

  /** The token the twin should get for the entry (none when the capture sent none). */
  tokenFor(entry: HarEntry): string | undefined {
    const captured = harHeaderValue(entry.request.headers, HEADER.authorization);
    if (!captured) return undefined;
    const mapped = this.byCaptureToken.get(captured);
    if (mapped) return mapped;
    const member = entry._username?.toLowerCase();
    return (member && this.byMember.get(member)) || this.newest || captured;
  }

  /** The password to put in place of a redacted one in the entry's body. */
  passwordFor(entry: HarEntry, body: unknown): string | undefined {
    const member = usernameIn(body) ?? entry._username?.toLowerCase();
    return (member && this.passwords[member]) || this.defaultPassword;
  }

  /** Learns the twin's token from an answer that gave one (a login, a registration). */
  learn(entry: HarEntry, sentBody: unknown, captureAnswer: unknown, twinAnswer: unknown): void {
    const token = tokenIn(twinAnswer);
    if (!token) return;
    this.newest = token;
    const member = usernameIn(sentBody) ?? entry._username?.toLowerCase();
    if (member) this.byMember.set(member, token);
    const captured = tokenIn(captureAnswer);
    if (captured) this.byCaptureToken.set(captured, token);
  }
}
