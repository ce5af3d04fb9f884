// Types of server-runtime.mjs (plain JavaScript: serve.mjs imports it before anything is built).
export declare const SERVER_MALLOC_ENV: Readonly<Record<string, string>>;
export declare function withServerSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | undefined;
