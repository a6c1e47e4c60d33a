/** The app and every package it bundles, relative to the repository. */
export declare const WEB_SOURCES: readonly string[];
/** Whether apps/web/.next holds a build newer than every source it is made from. */
export declare function webBuildIsFresh(root: string): boolean;
