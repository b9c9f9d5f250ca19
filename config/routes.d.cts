// Types of config/routes.cjs for the TypeScript that reads it (the shell's router).
export interface RemoteRoute {
  path: string;
  remote: 'catalog' | 'checkout' | 'content' | 'nopf';
  /** The exposed module, without './': 'HomePage', 'CartPage', … */
  module: string;
}

export declare const remoteRoutes: readonly RemoteRoute[];
export declare function remoteRouteFor(pathname: string): RemoteRoute | undefined;
export declare function routeTemplateFile(routePath: string): string;
