import { describe, expect, it } from 'vitest';
import { memberFixture } from '../../test/fixtures';
import { accessVerdict } from './access-rules';

const as = (type: number) =>
  accessVerdict({ status: 'member', member: memberFixture({ type }) }, 'agentCentre');

describe('who may open the agent centre', () => {
  it('lets agent types 1, 2, 41 and 42 in', () => {
    expect([1, 2, 41, 42].map(as)).toEqual(['allow', 'allow', 'allow', 'allow']);
  });

  it('tells a trial account it needs a real one, and refuses a member', () => {
    expect(as(4)).toBe('trialWarning');
    expect(as(0)).toBe('notAgent');
  });

  it('asks a visitor to log in', () => {
    expect(accessVerdict({ status: 'anonymous' }, 'agentCentre')).toBe('login');
  });
});

describe('who may open the member centre', () => {
  it('lets a member in and shows a trial account its own view', () => {
    const centre = (type: number) =>
      accessVerdict({ status: 'member', member: memberFixture({ type }) }, 'memberCentre');
    expect(centre(0)).toBe('allow');
    expect(centre(4)).toBe('trialAccount');
  });
});
