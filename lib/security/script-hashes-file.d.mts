export declare const SCRIPT_HASHES_FILE: string;
