export declare const CHROMIUM: string;
export declare const MISSING: string;
export declare const ARGS: string[];
