// What a REST call adds to the active coverage run (control/coverage.ts): its declared route, status,
// error code, member and merchant, and for logins and the status call what they answered. Called from
// control-hooks.ts' onResponse only while a run is active; counting is a few map increments.
import { ERRORS } from '@sim/shared/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clipPath, errorCodeOf, RecordedAnswer, SentAnswer } from '../control/journal.ts';

const LOGIN = '/wps/session/login';
const VERIFICATION = `${LOGIN}/verification`;
const FREE_PLAY = `${LOGIN}/freeplay`;
const STATUS = /^\/wps\/(v2\/)?system\/status$/;

const LOGIN_OUTCOMES: Record<string, string> = {
  [ERRORS.captchaIncorrect.errorCode]: 'captcha refused',
  [ERRORS.loginVerifyRequired.errorCode]: 'IP verification asked',
  [ERRORS.accountLockedTemporarily.errorCode]: 'locked out (too many wrong passwords)',
  [ERRORS.accountLocked.errorCode]: 'account locked',
  [ERRORS.incorrectCredentials.errorCode]: 'wrong username or password',
};

const answerText = (request: FastifyRequest) =>
  request.journalResponse instanceof RecordedAnswer ? request.journalResponse.text(Date.now()) : '';

/** The outcome of a login call as QA names it. */
export function loginOutcome(url: string, errorCode: string | undefined, text: string): string {
  if (errorCode) {
    const named = LOGIN_OUTCOMES[errorCode] ?? `refused ${errorCode}`;
    return text.includes('"captcha":true') && !named.startsWith('captcha')
      ? `${named}, captcha asked`
      : named;
  }
  if (text.includes('"passwordExpired":true')) return 'logged in, forced password change';
  if (text.includes('"firstTimeLogin":true')) return 'logged in, first time';
  if (url === VERIFICATION) return 'logged in after IP verification';
  return url === FREE_PLAY ? 'free play started' : 'logged in';
}

/** 0 open, 1 maintenance, 2 region restricted (shared/src/wps/system-code.ts), from the answer's text. */
export function systemStatusOf(text: string): string {
  if (text.includes('"maintenance":true')) return '1 maintenance';
  if (text.includes('"regionRestriction":true')) return '2 region restricted';
  return '0 open';
}

export function noteCoverage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  const coverage = app.sim.coverage;
  const url = request.routeOptions.url;
  if (url === undefined)
    coverage.count('undeclared', `${request.method} ${clipPath(request.url.split('?')[0] ?? '')}`);
  else coverage.count('route', `${request.method} ${url}`);
  coverage.count('status', String(reply.statusCode));
  // a refusal is a sent text (kept bytes are answers, never refusals)
  const sent = request.journalResponse;
  const errorCode = sent instanceof SentAnswer ? (errorCodeOf(sent.payload) ?? undefined) : undefined;
  if (errorCode) coverage.count('error', errorCode);
  if (request.merchant?.code) coverage.count('merchant', request.merchant.code);
  if (request.member?.username) coverage.count('member', request.member.username);
  if (url?.startsWith(LOGIN) && request.method === 'POST')
    coverage.count('login', loginOutcome(url, errorCode, answerText(request)));
  else if (url && STATUS.test(url) && reply.statusCode === 200)
    coverage.count('systemStatus', systemStatusOf(answerText(request)));
}
