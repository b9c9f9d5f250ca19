// Types of config/app-only-routes.cjs for the TypeScript that reads it (the service worker's rules).
export declare const appOnlyRoutes: readonly string[];
export declare function isAppOnlyRoute(pathname: string): boolean;
