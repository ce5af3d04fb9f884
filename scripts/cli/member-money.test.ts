// pnpm sim bankcard | security | lock against a live simulator, in-process as `pnpm sim` runs them; and
// the scenario keys bankCards, securityAnswers and walletLocks.
import { describe, expect, it } from 'vitest';
import { adminCaller } from '../../server/src/test/harness.ts';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.sim;

describe('pnpm sim bankcard | security | lock', () => {
  it('binds, lists in full and removes a bank card', async () => {
    const added = await sim('bankcard', 'add', 'demo01', 'NAGAD', '01755555555', '--branch', 'Mirpur');
    expect(added.value).toEqual([
      expect.objectContaining({
        bankCode: 'NAGAD',
        accountNo: '01755555555',
        accountName: 'Demo Member',
        branch: 'Mirpur',
      }),
    ]);
    const bankCardId = String(added.value[0].bankCardId);
    expect((await sim('bankcard', 'list', 'demo01')).value).toHaveLength(1);
    expect((await sim('bankcard', 'add', 'demo01', 'NAGAD', '01755555555')).code).not.toBe(0);
    expect((await sim('bankcard', 'remove', 'demo01', bankCardId)).value).toEqual([]);
    expect((await sim('bankcard', 'remove', 'demo01', 'x')).code).toBe(2);
  });

  it('lists the questions, sets, shows and clears answers', async () => {
    expect((await sim('security', 'questions')).value).toHaveLength(8);
    const set = await sim('security', 'set', 'demo01', '1=Dhaka High', '2=Begum', '3=Rex');
    expect(set.value).toMatchObject({ username: 'demo01', isSet: true });
    expect((await sim('security', 'show', 'demo01')).value.questions).toHaveLength(3);
    expect((await sim('security', 'set', 'demo01', '1=only-one')).code).not.toBe(0);
    expect((await sim('security', 'clear', 'demo01')).value).toMatchObject({ isSet: false });
  });

  it('adds, lists and lifts a turnover lock', async () => {
    const added = await sim('lock', 'add', 'demo01', '--turnover', '250', '--reason', 'QA bonus');
    expect(added.value).toMatchObject({
      wallet: 'MAIN',
      lock_status: 1,
      current_to_required: 250,
      reason: 'QA bonus',
    });
    expect((await sim('lock', 'list', 'demo01')).value[0]).toMatchObject({ lockId: added.value.lockId });
    expect((await sim('lock', 'lift', 'demo01', String(added.value.lockId))).value).toMatchObject({
      lock_status: 0,
    });
    expect((await sim('lock', 'add', 'demo01', '--turnover', '5', '--wallet', 'NOSUCH')).code).toBe(2);
  });
});

describe('scenario keys bankCards, securityAnswers and walletLocks', () => {
  it('give a persona a card, answers and a lock after it is created', async () => {
    const result = await adminCaller(live.t).scenario.run({
      name: 'member-money',
      reset: false,
      personas: [
        { username: 'legacy_qa', password: 'Legacy1234', payeeName: 'Legacy QA', paymentPassword: '112233' },
      ],
      bankCards: [{ username: 'legacy_qa', bankCode: 'BKASH', accountNo: '01766666666' }],
      securityAnswers: [
        {
          username: 'legacy_qa',
          answers: [
            { questionId: 1, answer: 'a' },
            { questionId: 2, answer: 'b' },
            { questionId: 3, answer: 'c' },
          ],
        },
      ],
      walletLocks: [{ username: 'legacy_qa', turnover: 100 }],
    });
    expect(result.steps).toEqual(
      expect.arrayContaining([
        'persona legacy_qa',
        'bank card BKASH for legacy_qa',
        'security answers for legacy_qa',
        "turnover lock on legacy_qa's MAIN",
      ]),
    );
    const admin = adminCaller(live.t);
    expect((await admin.bankCards.list({ username: 'legacy_qa' })).cards[0]).toMatchObject({
      accountName: 'Legacy QA',
    });
    expect((await admin.securityQuestions.get({ username: 'legacy_qa' })).isSet).toBe(true);
    expect((await admin.walletLocks.list({ username: 'legacy_qa' })).locks[0]).toMatchObject({
      current_to_required: 100,
    });
  });
});
