export declare function wrap(code: string): string;
export declare const BUILTINS: string[];
/** what ts-jest's process returns, as far as the cache is concerned */
export interface Output {
  code: string;
  map?: unknown;
}
/** ts-jest's process, its output kept under jest's cache directory for every project of the run */
export declare function sharedOutput(
  inner: {
    process(src: string, file: string, options: unknown): Output;
    /** ts-jest's configuration for these options; its cacheSuffix digests it */
    _configsFor?(options: unknown): { cacheSuffix?: string } | undefined;
  },
  salt: string,
): (src: string, file: string, options: { config: { cacheDirectory: string } } & Record<string, unknown>) => Output;
/** jest's transform: `{ ts: true, ...ts-jest's options }` compiles with ts-jest first */
export declare function createTransformer(options?: Record<string, unknown>): {
  process(src: string, file: string, options: Record<string, unknown>): Output;
};
