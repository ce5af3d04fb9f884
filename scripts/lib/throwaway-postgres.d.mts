// Types of throwaway-postgres.mjs (plain JavaScript: scripts and CI run it without a build).
export interface ThrowawayPostgres {
  /** postgresql://postgres@127.0.0.1:<port>/postgres (trust authentication, superuser) */
  url: string;
  port: number;
  dataDir: string;
  /** fast shutdown, then the cluster's folder is removed */
  stop(): Promise<void>;
}
export declare function postgresBinDir(): string;
export declare function startThrowawayPostgres(options?: {
  log?: (line: string) => void;
  maxConnections?: number;
}): Promise<ThrowawayPostgres>;
