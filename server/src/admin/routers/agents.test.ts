import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (nodes: { username: string; children: unknown[] }[]): unknown =>
  nodes.map((n) => [n.username, names(n.children as typeof nodes)]);

describe('agents.*', () => {
  it('tree: the seeded teams, every top-level agent or one root', async () => {
    const all = await adminCaller(t).agents.tree({});
    expect(names(all.roots)).toEqual([
      [
        'agent01',
        [
          ['agent02', [['down03', []]]],
          ['down01', []],
          ['down02', []],
        ],
      ],
      ['agent41', [['agent42', [['down04', []]]]]],
    ]);
    const one = await adminCaller(t).agents.tree({ username: 'agent01', maxDepth: 1 });
    expect(one.roots[0]).toMatchObject({ username: 'agent01', type: 1, balance: 5000, teamSize: 4 });
    expect(one.roots[0]!.children.map((c) => c.username)).toEqual(['agent02', 'down01', 'down02']);
    expect(one.truncated).toBe(false);
    await expect(adminCaller(t).agents.tree({ username: 'nobody' })).rejects.toThrow(/No member/);
  });

  it('createTeam: levels of agents with members and money, who can log in and run their team', async () => {
    const team = await adminCaller(t).agents.createTeam({
      prefix: 'qa',
      levels: 3,
      agentsPerLevel: 2,
      membersPerAgent: 1,
      agentBalance: 300,
      memberBalance: 20,
    });
    // 1 + 2 + 4 agents, each with a member
    expect(team.members).toHaveLength(14);
    expect(team.root).toBe('qa1');
    expect(team.members.find((m) => m.username === 'qa1a2a1')).toMatchObject({
      type: 2,
      uplineUsername: 'qa1a2',
      level: 3,
    });
    const tree = await adminCaller(t).agents.tree({ username: 'qa1' });
    expect(tree.roots[0]).toMatchObject({ type: 1, balance: 300, teamSize: 13 });
    const token = await loginAs(t, 'qa1a1', 'Team1234');
    const page = (await wps(t, 'GET', '/wps/agent/downlines', { token })).json();
    expect(page.value.list.map((m: { username: string }) => m.username).sort()).toEqual([
      'qa1a1a1',
      'qa1a1a1m1',
      'qa1a1a2',
      'qa1a1a2m1',
      'qa1a1m1',
    ]);
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
    await expect(adminCaller(t).agents.createTeam({ prefix: 'qa' })).rejects.toThrow(/taken/);
    await expect(
      adminCaller(t).agents.createTeam({ prefix: 'big', levels: 6, agentsPerLevel: 5 }),
    ).rejects.toThrow(/at most/);
  });

  it('createTeam under an existing agent makes its top a type 2 agent', async () => {
    const team = await adminCaller(t).agents.createTeam({
      prefix: 'sub',
      uplineUsername: 'agent42',
      levels: 1,
    });
    expect(team.members[0]).toMatchObject({ username: 'sub1', type: 2, uplineUsername: 'agent42' });
    expect((await adminCaller(t).agents.tree({ username: 'agent41' })).roots[0]!.teamSize).toBe(2 + 3);
  });

  it('moveMember: a member moves with its team; a circle is refused', async () => {
    expect(
      await adminCaller(t).agents.moveMember({ username: 'agent02', uplineUsername: 'agent42' }),
    ).toEqual({
      username: 'agent02',
      uplines: ['agent42', 'agent41'],
    });
    const agent41 = await adminCaller(t).agents.tree({ username: 'agent41', maxDepth: 2 });
    expect(agent41.roots[0]!.teamSize).toBe(2 + 3 + 2);
    await expect(
      adminCaller(t).agents.moveMember({ username: 'agent41', uplineUsername: 'down03' }),
    ).rejects.toThrow(/under itself/);
    expect(await adminCaller(t).agents.moveMember({ username: 'agent02', uplineUsername: null })).toEqual({
      username: 'agent02',
      uplines: [],
    });
  });

  it('the three-level scenario file builds the team', async () => {
    const result = await adminCaller(t).scenario.runFile({ file: 'agent-three-level.yaml' });
    expect(result.personas.map((p) => p.username)).toContain('sub3m2');
    const tree = await adminCaller(t).agents.tree({ username: 'lead3' });
    expect(names(tree.roots)).toEqual([
      [
        'lead3',
        [
          ['lead3m1', []],
          [
            'mid3',
            [
              ['mid3m1', []],
              ['mid3m2', []],
              [
                'sub3',
                [
                  ['sub3m1', []],
                  ['sub3m2', []],
                ],
              ],
            ],
          ],
        ],
      ],
    ]);
  });

  it('a scenario may declare whole teams', async () => {
    const result = await adminCaller(t).scenario.run({
      name: 'teams',
      teams: [{ prefix: 'scn', levels: 2, membersPerAgent: 1 }],
    });
    expect(result.steps).toContain('team scn1 (4 members)');
    expect(result.personas).toContainEqual({ username: 'scn1a1m1', password: 'Team1234', type: 0 });
  });
});
