// The next turn of the event loop. A turn's plain-SQL reads on SQLite share one snapshot
// (db/connection-registry.ts, beginTurnRead): a commit by another connection made within a turn is
// seen from the next one, as a real other process's commit, which never lands mid-turn, always is.
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
