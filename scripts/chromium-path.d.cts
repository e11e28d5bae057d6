export declare function chromiumPath(): string;
export declare const INSTALL: string;
