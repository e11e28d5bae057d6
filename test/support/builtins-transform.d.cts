export declare function wrap(code: string): string;
export declare const BUILTINS: string[];
