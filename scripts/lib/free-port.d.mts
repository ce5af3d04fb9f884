// Types of free-port.mjs (plain JavaScript: throwaway-postgres.mjs runs without a build).
export declare function freePort(): Promise<number>;
