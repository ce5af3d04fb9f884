// What a contract test holds of the simulator, whichever way it is reached (in-process-sim.ts,
// remote-sim.ts): the simulator only through `call`, `admin` and, for seed rows, `db`.
import type { Db } from '../../../server/src/db/client.ts';
import type { AdminKind, Answer, CallOptions } from './http-client.ts';

export interface RealSim {
  base: string;
  adminToken: string;
  /** the simulator's database, for seed rows: this file's own copy, or CONTRACT_DATABASE_URL */
  db: Db;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  admin<T = unknown>(procedure: string, input?: unknown, kind?: AdminKind): Promise<T>;
  close(): Promise<void>;
}
