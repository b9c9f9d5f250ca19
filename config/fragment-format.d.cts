// Types of config/fragment-format.cjs for the TypeScript that reads it (the shell's build).
export declare const REMOTE_ORIGIN_STAND_IN: string;
export declare const SITE_ORIGIN_STAND_IN: string;
export declare const PARTS: readonly ['head', 'body'];
export declare const INCLUDE_DIRECTIVE: RegExp;
export declare function fragmentPage(pathname: string): string;
export declare function fragmentQuery(search: string): string | null;
export declare const QUERY_PASSED_MAX: number;
export declare const QUERY_PAGES_FILE: string;
export declare function fragmentFile(part: 'head' | 'body', pagePath: string): string;
export declare function withFragmentIncludes(page: string, remote: string): string;
export declare function withRealOrigins(html: string, origins: { remoteOrigin: string; siteOrigin: string }): string;
export declare const SITEMAP_FILE: string;
export declare function sitemapIncludeDirective(remote: string, fallback: string): string;
export declare const SITEMAP_INCLUDE_DIRECTIVE: RegExp;
