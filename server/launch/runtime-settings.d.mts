// Types of runtime-settings.mjs (plain JavaScript: server/start.mjs imports it before anything is built).
export declare const SERVER_MALLOC_ENV: Readonly<Record<string, string>>;
export declare function withServerSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | undefined;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function missingNodeFlags(execArgv: readonly string[], nodeOptions?: string): string[];
