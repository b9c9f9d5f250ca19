// Types of config/app-only-routes.cjs for the TypeScript that reads it (the service worker's rules, the shell).
export declare const appOnlyRoutes: readonly string[];
export declare function isAppOnlyRoute(pathname: string): boolean;
export declare function framePageFor(pathname: string): string | null;
export declare function isOfficePath(pathname: string): boolean;
