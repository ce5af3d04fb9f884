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
  headersTooLarge: {
    status: 431,
    message: 'Request headers are too large',
    errorCode: 'request_header_too_large',
  },
  requestTimeout: {
    status: 408,
    message: 'The request was not received in time',
    errorCode: 'request_timeout',
  },
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
  /** GEETEST3 on and the login or registration carries no geetestValidateV4 (wire-contract.md 1: #1066) */
  geetestRequired: {
    status: 200,
    code: 1066,
    message: 'Please complete verification first',
    errorCode: 'geetest.required',
  },
  /** the geetestValidateV4 answer is wrong, spent, expired or refused by geetest */
  geetestFailed: {
    status: 200,
    code: 1066,
    message: 'Verification failed, please try again',
    errorCode: 'geetest.validate.fail',
  },
  accountLocked: {
    status: 200,
    message: 'This account is locked',
    errorCode: 'US_CUSTOMER_ACTIVEFLAG_ERROR',
  },
  accountLockedTemporarily: {
    status: 200,
    message: 'Too many wrong passwords: the account is locked for 30 minutes',
    errorCode: 'US_INCORRECT_PASSWORD_MAX_TIMES_ERROR',
  },
  incorrectPassword: {
    status: 200,
    message: 'The old password is incorrect',
    errorCode: 'US_INCORRECT_PASSWORD_ERROR',
  },
  usernameTaken: {
    status: 200,
    message: 'This username is already taken',
    errorCode: 'US_CUSTOMER_EXIST_ERROR',
  },
  usernameFormat: { status: 200, message: 'Account format is incorrect', errorCode: 'US_NAME_FORMAT_ERROR' },
  passwordFormat: {
    status: 200,
    message: 'Password format is incorrect',
    errorCode: 'US_PASSWORD_FORMAT_ERROR',
  },
  prohibitedPassword: {
    status: 200,
    message: 'This password is too simple, choose another',
    errorCode: 'PROHIBIT_PASSWORD_123456',
  },
  passwordMismatch: {
    status: 200,
    message: 'Confirmation password is not correct.',
    errorCode: 'inconsistent_twice',
  },
  /** a register field broke its rule; `value` names the field and its rule */
  fieldInvalid: { status: 200, message: 'Input format is incorrect', errorCode: 'FIELD_FORMAT_ERROR' },
  fieldRequired: { status: 200, message: 'Input cannot be empty', errorCode: 'FIELD_REQUIRED' },
  mobileTaken: {
    status: 200,
    message: 'This mobile number is already registered',
    errorCode: 'CUSTOMER_MOBILE_NO_DUPLICATED',
  },
  invalidAffiliate: {
    status: 200,
    message: 'Invalid invitation code',
    errorCode: 'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR',
  },
  userNotExist: { status: 200, message: 'Username/Email does not exist', errorCode: 'USER_NOT_EXIST' },
  phoneMissing: { status: 200, message: 'Please enter a valid mobile number', errorCode: 'PHONE_REQUIRED' },
  phoneFormat: { status: 200, message: 'Phone number format is incorrect', errorCode: 'PHONE_FORMAT_ERROR' },
  phoneNotRegistered: {
    status: 200,
    message: 'This mobile number is not registered',
    errorCode: 'PHONE_NOT_REGISTERED',
  },
  tooManyRequests: {
    status: 429,
    message: 'Too many requests, please retry after 5 minutes',
    errorCode: 'TOO_MANY_REQUESTS',
  },
  codeMissing: {
    status: 200,
    message: 'Please enter a valid verification code',
    errorCode: 'VERIFICATION_CODE_REQUIRED',
  },
  codeInvalid: {
    status: 200,
    message: 'Please enter a valid verification code',
    errorCode: 'VERIFICATION_CODE_INVALID',
  },
  codeExpired: {
    status: 200,
    message: 'The verification code has expired, please send it again',
    errorCode: 'VERIFICATION_CODE_EXPIRED',
  },
  smsQuotaExceeded: {
    status: 200,
    message: 'SMS quota exceeded, please contact customer service',
    errorCode: 'SMS_QUOTA_EXCEEDED',
  },
  loginVerifyRequired: {
    status: 200,
    message: 'Please complete verification first',
    errorCode: 'login_verify_required',
  },
  trialRestricted: {
    status: 200,
    message: 'This feature needs a real account',
    errorCode: 'in_need_true_account',
  },
  notAgent: { status: 200, message: 'Non-agents cannot log in', errorCode: 'NOT_AGENT' },
  notMember: { status: 200, message: 'Non-member account unable to login', errorCode: 'NOT_MEMBER' },
  // an agent naming a member outside its own team: the same answer whether the member exists or not
  notInTeam: { status: 200, message: 'No such member in your team', errorCode: 'DOWNLINE_NOT_FOUND' },
  rebateAboveUpline: {
    status: 200,
    message: 'A downline rebate rate cannot be above your own',
    errorCode: 'REBATE_ABOVE_UPLINE',
  },
  affiliateDomainTaken: {
    status: 200,
    message: 'This domain already has an affiliate URL',
    errorCode: 'AFFILIATE_DOMAIN_TAKEN',
  },
  notDirectDownline: {
    status: 200,
    message: 'Only a direct downline member can be changed here',
    errorCode: 'NOT_DIRECT_DOWNLINE',
  },
  // ---- money (issue 6): business refusals, HTTP 200 with success:false ----
  insufficientBalance: { status: 200, message: 'Insufficient balance', errorCode: 'INSUFFICIENT_BALANCE' },
  singleWallet: {
    status: 200,
    message: 'This site has a single wallet: no transfer is needed',
    errorCode: 'WALLET_SINGLE_MODE',
  },
  walletNotFound: { status: 200, message: 'No such wallet', errorCode: 'WALLET_NOT_FOUND' },
  depositNotAllowed: { status: 200, message: 'Deposits are closed', errorCode: 'DEPOSIT_NOT_ALLOWED' },
  channelNotFound: { status: 200, message: 'No such payment channel', errorCode: 'CHANNEL_NOT_FOUND' },
  amountOutOfRange: {
    status: 200,
    message: 'The amount is outside the allowed range',
    errorCode: 'AMOUNT_OUT_OF_RANGE',
  },
  paymentPasswordNotSet: {
    status: 200,
    message: 'Please set a payment password first',
    errorCode: 'PAYMENT_PASSWORD_NOT_SET',
  },
  paymentPasswordIncorrect: {
    status: 200,
    message: 'The payment password is incorrect',
    errorCode: 'PAYMENT_PASSWORD_INCORRECT',
  },
  /** five wrong tries lock the payment password; the spec's max-times code, as the login lock answers */
  paymentPasswordLocked: {
    status: 200,
    message: 'Too many wrong payment passwords: it is locked for 30 minutes',
    errorCode: 'US_INCORRECT_PASSWORD_MAX_TIMES_ERROR',
  },
  withdrawCountExceeded: {
    status: 200,
    message: 'No more withdrawals today',
    errorCode: 'WITHDRAW_COUNT_EXCEEDED',
  },
  orderNotFound: { status: 200, message: 'No such order', errorCode: 'ORDER_NOT_FOUND' },
  orderStatusInvalid: {
    status: 200,
    message: 'The order is not in a state that allows this',
    errorCode: 'ORDER_STATUS_INVALID',
  },
  uplineTransferNotAllowed: {
    status: 200,
    message: 'There is no upline to transfer to',
    errorCode: 'TRANSFER_UPLINE_NOT_ALLOWED',
  },
  requestIdConflict: {
    status: 200,
    message: 'This request id was used for a different request',
    errorCode: 'REQUEST_ID_CONFLICT',
  },
  // ---- the legacy money family: turnover locks, bank cards, security questions (issue 42) ----
  /** `value`: the wallet and the turnover it still requires (`current_to_required`) */
  walletLocked: {
    status: 200,
    message: 'This wallet is locked until its turnover requirement is met',
    errorCode: 'WALLET_LOCKED',
  },
  bankCardRequired: {
    status: 200,
    message: 'Please bind a bank card first',
    errorCode: 'BANK_CARD_REQUIRED',
  },
  bankCardNotFound: { status: 200, message: 'No such bank card', errorCode: 'BANK_CARD_NOT_FOUND' },
  bankCardExists: { status: 200, message: 'This bank card is already bound', errorCode: 'BANK_CARD_EXISTS' },
  bankCardLimit: {
    status: 200,
    message: 'No more bank cards can be bound',
    errorCode: 'BANK_CARD_LIMIT',
  },
  bankCardNameMismatch: {
    status: 200,
    message: 'The account holder must be your payee name',
    errorCode: 'BANK_CARD_NAME_MISMATCH',
  },
  securityQuestionNotFound: {
    status: 200,
    message: 'No such security question',
    errorCode: 'SECURITY_QUESTION_NOT_FOUND',
  },
  securityQuestionsNotSet: {
    status: 200,
    message: 'Please set your security questions first',
    errorCode: 'SECURITY_QUESTIONS_NOT_SET',
  },
  securityQuestionsAlreadySet: {
    status: 200,
    message: 'Your security questions are already set',
    errorCode: 'SECURITY_QUESTIONS_ALREADY_SET',
  },
  securityAnswersIncorrect: {
    status: 200,
    message: 'The answers to the security questions are incorrect',
    errorCode: 'SECURITY_ANSWERS_INCORRECT',
  },
  // ---- points and cashback (issue 13): business refusals, HTTP 200 with success:false ----
  pointsInsufficient: { status: 200, message: 'Not enough points', errorCode: 'POINTS_INSUFFICIENT' },
  pointRewardNotFound: { status: 200, message: 'No such reward', errorCode: 'POINT_REWARD_NOT_FOUND' },
  pointRewardUnavailable: {
    status: 200,
    message: 'This reward is not available',
    errorCode: 'POINT_REWARD_UNAVAILABLE',
  },
  pointRewardSoldOut: {
    status: 200,
    message: 'Not enough of this reward is left',
    errorCode: 'POINT_REWARD_SOLD_OUT',
  },
  pointAmountRequirement: {
    status: 200,
    message: 'Your valid bets do not reach the amount this reward requires',
    errorCode: 'POINT_AMOUNT_REQUIREMENT_NOT_MET',
  },
  pointConversionDisabled: {
    status: 200,
    message: 'Points cannot be converted now',
    errorCode: 'POINT_CONVERSION_DISABLED',
  },
  pointConversionBelowMinimum: {
    status: 200,
    message: 'Fewer points than a conversion takes',
    errorCode: 'POINT_CONVERSION_BELOW_MINIMUM',
  },
  rebateNothingToClaim: {
    status: 200,
    message: 'There is no cashback to claim',
    errorCode: 'REBATE_NOTHING_TO_CLAIM',
  },
  rebateBelowMinimum: {
    status: 200,
    message: 'The cashback is below the least amount a claim pays',
    errorCode: 'REBATE_BELOW_MINIMUM',
  },
  // ---- agent contracts (shared/src/relay/contracts.ts) ----
  contractNotDirectDownline: {
    status: 200,
    message: 'Contracts can only be offered to your direct downline agents',
    errorCode: 'CONTRACT_NOT_DIRECT_DOWNLINE',
  },
  contractNotFound: { status: 200, message: 'The contract does not exist', errorCode: 'CONTRACT_NOT_FOUND' },
  contractExists: {
    status: 200,
    message: 'This agent already has a contract of this type with you',
    errorCode: 'CONTRACT_EXISTS',
  },
  contractRateAboveUpline: {
    status: 200,
    message: 'The rate cannot exceed your own contract rate',
    errorCode: 'CONTRACT_RATE_ABOVE_UPLINE',
  },
  contractNoOpenRequest: {
    status: 200,
    message: 'There is no request on this contract for you to answer',
    errorCode: 'CONTRACT_NO_OPEN_REQUEST',
  },
  contractNotActive: {
    status: 200,
    message: 'Only an active contract can be terminated',
    errorCode: 'CONTRACT_NOT_ACTIVE',
  },
  // ---- games (launch and the simulated provider) ----
  /** `value.content.data.maintainTime|endTime` as ERRH showMaintenanceError reads it */
  gameMaintenance: { status: 200, message: 'The game is under maintenance', errorCode: 'game.maintenance' },
  previousGameNotFinished: {
    status: 200,
    code: 734,
    message: 'The previous game has not finished',
    errorCode: 'previous.game.not.finished',
  },
  providerSessionInvalid: {
    status: 401,
    message: 'This game session has ended: launch the game again',
    errorCode: 'provider.session.invalid',
  },
  providerGameMaintenance: {
    status: 503,
    message: 'The game is under maintenance',
    errorCode: 'game.maintenance',
  },
  stakeInvalid: {
    status: 400,
    message: 'The stake must be a positive amount with at most 2 decimals',
    errorCode: 'stake.invalid',
  },
  stakeBelowMinimum: {
    status: 400,
    message: 'The stake is below the minimum bet',
    errorCode: 'stake.below.minimum',
  },
  stakeAboveMaximum: {
    status: 400,
    message: 'The stake is above the table maximum',
    errorCode: 'stake.above.maximum',
  },
  roundConflict: {
    status: 400,
    message: 'This round id belongs to another round',
    errorCode: 'round.conflict',
  },
  roundUnknown: { status: 400, message: 'No such round', errorCode: 'round.unknown' },
  trialRound: {
    status: 400,
    message: 'Free-trial rounds use play money: playTrialRound',
    errorCode: 'trial.round',
  },
  playMoneyInsufficient: { status: 400, message: 'Not enough play money', errorCode: 'INSUFFICIENT_BALANCE' },
  // ---- lottery gateway: the gateway refuses a bet with HTTP 400, nothing debited ----
  lotteryGameNotFound: { status: 400, message: 'No such lottery', errorCode: 'lottery.game.not.found' },
  lotteryPlayNotFound: {
    status: 400,
    message: 'This lottery has no such play',
    errorCode: 'lottery.play.not.found',
  },
  lotteryContentInvalid: {
    status: 400,
    message: 'The betting content does not fit the play',
    errorCode: 'lottery.content.invalid',
  },
  lotteryNumeroClosed: {
    status: 400,
    message: 'This draw is not open for betting',
    errorCode: 'lottery.numero.closed',
  },
  // ---- promotions and the reward centre (issue 13): business refusals, HTTP 200 with success:false ----
  promotionNotFound: { status: 200, message: 'No such promotion', errorCode: 'PROMOTION_NOT_FOUND' },
  promotionNotOpen: {
    status: 200,
    message: 'This promotion is not open now',
    errorCode: 'PROMOTION_NOT_OPEN',
  },
  promotionNotEligible: {
    status: 200,
    message: 'You do not qualify for this promotion',
    errorCode: 'PROMOTION_NOT_ELIGIBLE',
  },
  promotionAlreadyJoined: {
    status: 200,
    message: 'You have already taken part in this promotion',
    errorCode: 'PROMOTION_ALREADY_JOINED',
  },
  promotionWrongEntry: {
    status: 200,
    message: 'This promotion is not taken part in this way',
    errorCode: 'PROMOTION_WRONG_ENTRY',
  },
  promotionNotClaimable: {
    status: 200,
    message: 'There is no reward to claim yet',
    errorCode: 'PROMOTION_NOT_CLAIMABLE',
  },
  promotionQuotaFull: {
    status: 200,
    message: 'This promotion has no rewards left',
    errorCode: 'PROMOTION_QUOTA_FULL',
  },
  /** a bad application file: refused before anything is stored */
  applicationImageInvalid: {
    status: 400,
    message: 'Images must be png or jpg files of at most 5MB, at most 3',
    errorCode: 'APPLICATION_IMAGE_INVALID',
  },
  ticketNotFound: { status: 200, message: 'No such ticket', errorCode: 'TICKET_NOT_FOUND' },
  ticketNotAvailable: {
    status: 200,
    message: 'This ticket has been used or has expired',
    errorCode: 'TICKET_NOT_AVAILABLE',
  },
  extraRewardNotFound: { status: 200, message: 'No such extra reward', errorCode: 'EXTRA_REWARD_NOT_FOUND' },
  extraRewardNotAvailable: {
    status: 200,
    message: 'This extra reward has been cancelled or has expired',
    errorCode: 'EXTRA_REWARD_NOT_AVAILABLE',
  },
  /** SIT: the last spin of a slot machine ticket goes through PROMOFE_claimTicket */
  slotMachineFinalSpin: {
    status: 200,
    message: 'Use claim for the final spin',
    errorCode: 'slot_machine_use_claim_for_final_spin',
  },
  promoCodeInvalid: { status: 200, message: 'This promo code is not valid', errorCode: 'PROMO_CODE_INVALID' },
  promoCodeClaimed: {
    status: 200,
    message: 'You have already used this promo code',
    errorCode: 'PROMO_CODE_ALREADY_CLAIMED',
  },
  // ---- missions and the inbox (issue 15): business refusals, HTTP 200 with success:false ----
  missionNotFound: { status: 200, message: 'No such mission', errorCode: 'MISSION_NOT_FOUND' },
  missionNotClaimable: {
    status: 200,
    message: 'This milestone is not reached yet, or the mission has ended',
    errorCode: 'MISSION_NOT_CLAIMABLE',
  },
  messageNotFound: { status: 200, message: 'No such message', errorCode: 'MESSAGE_NOT_FOUND' },
  // ---- a well-formed request naming what is not there (issue 41): business refusals like the rest ----
  gameNotFound: { status: 200, message: 'No such game', errorCode: 'GAME_NOT_FOUND' },
  affiliateUrlNotFound: {
    status: 200,
    message: 'No such affiliate URL',
    errorCode: 'AFFILIATE_URL_NOT_FOUND',
  },
  noUpline: { status: 200, message: 'You have no upline to write to', errorCode: 'NO_UPLINE' },
} as const satisfies Record<string, ErrorSpec & { errorCode: string }>;

export type ErrorName = keyof typeof ERRORS;
