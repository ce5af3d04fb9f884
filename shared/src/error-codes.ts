// The error codes the simulator answers with, each with its HTTP status and default message.
// Codes and statuses follow wire-contract.md sections 1 and 7; messages follow platform-spec.md section 8.

export interface ErrorSpec {
  status: number;
  message: string;
  code?: number;
}

export const ERRORS = {
  /** no, unknown, ended or expired session on a token call */
  notLoggedIn: {
    status: 401,
    message: 'You are not logged in, please login',
    errorCode: 'login.not.session',
  },
  /** the session was ended by a login elsewhere */
  loggedInElsewhere: {
    status: 401,
    message: 'You have been logged out because your account logged in from another device',
    errorCode: 'login.not.session',
  },
  functionNotAvailable: {
    status: 400,
    code: 543,
    message: 'The feature is under maintenance',
    errorCode: 'function.not.available',
  },
  requestBodyRequired: { status: 400, message: 'System error', errorCode: 'request_body_required' },
  requestParamError: { status: 400, message: 'Invalid request parameters', errorCode: 'request_param_err' },
  payloadTooLarge: { status: 413, message: 'Request body is too large', errorCode: 'request_body_too_large' },
  notFound: { status: 404, message: 'Unknown path', errorCode: 'path.not.found' },
  relayNotFound: { status: 404, message: 'Unknown service', errorCode: 'service.not.found' },
  methodNotSupported: {
    status: 405,
    code: 459,
    message: 'HTTP method not supported',
    errorCode: 'http_method_not_support',
  },
  systemBusy: { status: 500, code: 727, message: 'system busy', errorCode: 'system.busy' },
  maintenance: { status: 503, message: 'System maintenance', errorCode: 'system.maintenance' },
  regionRestricted: {
    status: 403,
    message: 'Access restricted by location or IP',
    errorCode: 'IP_NOT_ALLOW',
  },
  incorrectCredentials: {
    status: 200,
    message: 'Incorrect username or password',
    errorCode: 'US_INCORRECT_USERNAME_PASSWORD_ERROR',
  },
  captchaIncorrect: {
    status: 200,
    message: 'Please Enter The Correct Captcha Code',
    errorCode: 'captcha.incorrect',
  },
  accountLocked: {
    status: 200,
    message: 'This account is locked',
    errorCode: 'US_CUSTOMER_ACTIVEFLAG_ERROR',
  },
} as const satisfies Record<string, ErrorSpec & { errorCode: string }>;

export type ErrorName = keyof typeof ERRORS;
