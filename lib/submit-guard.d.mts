export declare const SUBMIT_HELD_ATTRIBUTE: string;
export declare const SUBMIT_GUARD_SCRIPT: string;
