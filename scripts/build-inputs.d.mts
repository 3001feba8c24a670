export declare const SOURCE_DIRS: readonly string[];
export declare const SOURCE_FILES: readonly string[];
