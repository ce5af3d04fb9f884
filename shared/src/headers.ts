// Request headers of the real platform (wire-contract.md section 2). Node lower-cases them.
export const HEADER = {
  merchant: 'merchant',
  authorization: 'authorization',
  language: 'language',
  encryption: 'encryption',
  digest: 'x-digest',
  rsa: 'x-rsa',
} as const;

export const CAPTCHA_COOKIE = 'captchaId';
export const DEVICE_COOKIE = 'SHELL_deviceId';
