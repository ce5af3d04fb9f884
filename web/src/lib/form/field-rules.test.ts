import { REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import { codeMessageKey, phoneMessageKey, ruleFor, ruleMessage } from './field-rules';

const t = i18n.t.bind(i18n);
const rule = (patternId: number, minLength = 4, maxLength = 16, required = true) => ({
  ...ruleFor({}, 'any'),
  patternId,
  acceptedPattern: REGISTER_PATTERNS[patternId] ?? '*',
  minLength,
  maxLength,
  required,
});

describe('field rules to messages', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it.each(Object.keys(REGISTER_PATTERNS).map(Number))(
    'pattern %i has its own message with (min) and (max) filled in',
    (patternId) => {
      // one character is below every minimum used here, so each rule answers with its message
      const message = ruleMessage(t, rule(patternId, 7, 13), 'x');

      expect(message).toContain('7');
      expect(message).toContain('13');
      expect(message).not.toMatch(/\{\{|\}\}|reg_pattern/);
    },
  );

  it('says a required field cannot be empty, and lets an optional empty field pass', () => {
    expect(ruleMessage(t, rule(1), '  ')).toBe('Input cannot be empty');
    expect(ruleMessage(t, rule(1, 4, 16, false), '')).toBeNull();
  });

  it('shows the pattern message for a wrong shape and nothing for a good value', () => {
    expect(ruleMessage(t, rule(1), '1abc')).toBe('4-16 letters and digits, starting with a letter');
    expect(ruleMessage(t, rule(1), 'abc1')).toBeNull();
  });

  it('translates the message into the visitor language', async () => {
    await changeLanguage('CN', false);
    expect(ruleMessage(t, rule(6, 7, 15), 'abc')).toBe('仅限 7-15 位数字');
  });

  it('tells an empty mobile from a malformed one, and checks SMS codes', () => {
    const mobile = ruleFor({}, 'mobileNum');
    expect(phoneMessageKey(mobile, '')).toBe('validation.phoneRequired');
    expect(phoneMessageKey(mobile, '01-7')).toBe('validation.phoneFormat');
    expect(phoneMessageKey(mobile, '01712345678')).toBeNull();
    expect(codeMessageKey('12ab')).toBe('validation.codeRequired');
    expect(codeMessageKey('123456')).toBeNull();
  });
});
