export declare function chromiumPath(): string;
export declare const INSTALL: string;
export declare const LAUNCH_ARGS: string[];
