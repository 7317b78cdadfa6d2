export declare const WARM_STORAGE_SCRIPT: string;
