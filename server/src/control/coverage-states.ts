// The states a coverage run's rows reached, read from the database at report time instead of
// instrumenting every domain function: the rows of each state machine whose `updatedAt` (Prisma writes
// it, wall time) falls in the run's window, by state; a row created in the run (its createdAt on or after
// the run's start by either clock) counts as `new -> STATE`, an older one the run changed as
// `earlier -> STATE`. LIMITATIONS: a row's states between its creation and its last change in the run are
// not seen (a withdrawal PENDING -> PAID -> RECEIVED in one run shows as `new -> RECEIVED`).
import type { StateMachineCoverage } from '@sim/shared/admin/coverage';
import type { Db } from '../db/client.ts';

export interface RunWindow {
  /** wall time: the run's start and end (now while it is active) */
  from: Date;
  to: Date;
  /** rows created on or after this count as new */
  createdFrom: Date;
}

type Where = Record<string, unknown>;
type Group = Record<string, unknown> & { _count: number };
/** The part of a Prisma model delegate read here (every model with a state column has it). */
interface Grouping {
  groupBy(args: { by: string[]; where: Where; _count: true }): Promise<Group[]>;
}

interface Machine {
  /** the machine's name; with `splitBy`, the prefix of one machine per value */
  name: string;
  model: (db: Db) => unknown;
  state: string;
  splitBy?: string;
  where?: Where;
}

const MACHINES: Machine[] = [
  // deposits, withdrawals (their confirmation: PAID -> RECEIVED / NOT_RECEIVED / AUTO_RECEIVED), transfers
  { name: 'money orders', model: (db) => db.moneyOrder, state: 'status', splitBy: 'type' },
  { name: 'promotion activity', model: (db) => db.promotionParticipation, state: 'status' },
  { name: 'promotion tickets', model: (db) => db.promotionTicket, state: 'status' },
  { name: 'point redeems', model: (db) => db.pointRedeem, state: 'status' },
  { name: 'contracts', model: (db) => db.contract, state: 'status', splitBy: 'kind' },
  { name: 'contract requests', model: (db) => db.contractRequest, state: 'answer', splitBy: 'type' },
  { name: 'settlement periods', model: (db) => db.settlementPeriod, state: 'status' },
  { name: 'missions', model: (db) => db.mission, state: 'status' },
  { name: 'mission claims', model: (db) => db.missionClaim, state: 'generation' },
  { name: 'members', model: (db) => db.member, state: 'status' },
  { name: 'feedback', model: (db) => db.feedback, state: 'status' },
];

const byCount = (a: { key: string; count: number }, b: { key: string; count: number }) =>
  b.count - a.count || a.key.localeCompare(b.key);

async function readMachine(db: Db, machine: Machine, window: RunWindow): Promise<StateMachineCoverage[]> {
  const model = machine.model(db) as Grouping;
  const by = machine.splitBy ? [machine.splitBy, machine.state] : [machine.state];
  const touched = { ...machine.where, updatedAt: { gte: window.from, lte: window.to } };
  const all = await model.groupBy({ by, where: touched, _count: true });
  // most machines' rows are untouched between two readings (a reading comes before every reset)
  if (all.length === 0) return [];
  const created = await model.groupBy({
    by,
    where: { ...touched, createdAt: { gte: window.createdFrom } },
    _count: true,
  });
  const machines = new Map<string, StateMachineCoverage>();
  const nameOf = (group: Group) =>
    machine.splitBy ? `${machine.name} ${String(group[machine.splitBy])}` : machine.name;
  const stateOf = (group: Group) =>
    machine.state === 'generation' ? 'CLAIMED' : String(group[machine.state]);
  const entry = (group: Group) => {
    const name = nameOf(group);
    if (!machines.has(name)) machines.set(name, { machine: name, states: [], transitions: [] });
    return machines.get(name)!;
  };
  const add = (list: { key: string; count: number }[], key: string, count: number) => {
    const found = list.find((item) => item.key === key);
    if (found) found.count += count;
    else list.push({ key, count });
  };
  const fresh = new Map(created.map((group) => [`${nameOf(group)}|${stateOf(group)}`, group._count]));
  for (const group of all) {
    const state = stateOf(group);
    const m = entry(group);
    add(m.states, state, group._count);
    const made = fresh.get(`${nameOf(group)}|${state}`) ?? 0;
    if (made > 0) add(m.transitions, `new -> ${state}`, made);
    if (group._count > made) add(m.transitions, `earlier -> ${state}`, group._count - made);
  }
  return [...machines.values()].map((m) => ({
    ...m,
    states: m.states.sort(byCount),
    transitions: m.transitions.sort(byCount),
  }));
}

export async function statesReached(db: Db, window: RunWindow): Promise<StateMachineCoverage[]> {
  const machines = await Promise.all(MACHINES.map((machine) => readMachine(db, machine, window)));
  return machines.flat().sort((a, b) => a.machine.localeCompare(b.machine));
}
