/** Types of app-server.mjs (plain JavaScript so that scripts/test.mjs can import it). */
export declare const E2E_PORT: number;
export declare const APP_SERVER_STARTED: 'E2E_APP_SERVER';
export declare const APP_SERVER_COMMAND: readonly [string, ...string[]];
export declare function appServerHealthUrl(port?: number): string;
export declare function newAppServerDataDir(): string;
export declare function appServerEnv(options: { port?: number; dataDir: string }): Record<string, string>;
