export declare function wrap(code: string): string;
export declare const BUILTINS: string[];
/** what ts-jest's process returns, as far as the cache is concerned */
export interface Output {
  code: string;
  map?: unknown;
}
/** ts-jest's process, its output kept under jest's cache directory for every project of the run */
export declare function sharedOutput(
  inner: { process(src: string, file: string, options: unknown): Output },
  tsOptions: Record<string, unknown>,
  salt: string,
): (src: string, file: string, options: { config: { cacheDirectory: string } } & Record<string, unknown>) => Output;
