export declare const LAYOUT_SCRIPTS: Readonly<{ submitGuard: string; warmStorage: string }>;
