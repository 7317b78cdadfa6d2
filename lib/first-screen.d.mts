export declare const FIRST_SCREEN_MARK: string;
export declare const FIRST_SCREEN_SCRIPT: string;
