// pnpm sim geetest | external-sms | authenticator: how the simulated geetest answers (force pass or fail),
// the switch to the simulated external SMS verification service, and a member's simulated Google
// authenticator (secret and code of the moment).
import { GEETEST_MODES, type GeetestMode } from '@sim/shared/wps/geetest';
import { flagString, onOff, required } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

const member = (c: CommandContext) => ({ merchant: c.merchant, username: required(c.args[0], 'username') });

function geetestMode(word: string | undefined): GeetestMode {
  const mode = required(word, 'mode').toUpperCase();
  if (!(GEETEST_MODES as readonly string[]).includes(mode)) {
    throw new Error(`mode must be one of ${GEETEST_MODES.join(', ')}`);
  }
  return mode as GeetestMode;
}

export const loginCheckCommands: Record<string, Record<string, Command>> = {
  geetest: {
    get: {
      usage: 'geetest get',
      summary: "the simulated geetest's mode, the captcha_id and whether GEETEST3 is on",
      run: (c) => c.client.geetest.get.query({ merchant: c.merchant }),
    },
    set: {
      usage: 'geetest set <normal|pass|fail>',
      summary: 'force every challenge to pass or fail, or back to normal (the slider must reach its target)',
      run: (c) => c.client.geetest.set.mutate({ merchant: c.merchant, mode: geetestMode(c.args[0]) }),
    },
  },
  'external-sms': {
    get: {
      usage: 'external-sms get',
      summary: 'whether phone verification goes through the simulated external SMS service (firebaseIdToken)',
      run: (c) => c.client.externalSms.get.query({ merchant: c.merchant }),
    },
    set: {
      usage: 'external-sms set <on|off>',
      summary: 'switch registration and forgot password by phone to the external SMS service, or back',
      run: (c) =>
        c.client.externalSms.set.mutate({ merchant: c.merchant, enabled: onOff(c.args[0], 'on|off') }),
    },
  },
  authenticator: {
    get: {
      usage: 'authenticator get <username>',
      summary: "a member's Google authenticator: secret, otpauth URI and the code of the moment",
      run: (c) => c.client.authenticators.get.query(member(c)),
    },
    bind: {
      usage: 'authenticator bind <username> [--secret BASE32]',
      summary: 'bind a Google authenticator (a new secret, or the given one)',
      run: (c) =>
        c.client.authenticators.bind.mutate({ ...member(c), secret: flagString(c.flags, 'secret') }),
    },
    unbind: {
      usage: 'authenticator unbind <username>',
      summary: "remove a member's Google authenticator",
      run: (c) => c.client.authenticators.unbind.mutate(member(c)),
    },
  },
};
