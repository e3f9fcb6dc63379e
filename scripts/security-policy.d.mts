export declare const TRUSTED_TYPES_POLICY: string;
export declare function apiOrigin(apiBaseUrl: string | undefined): string;
export declare function contentSecurityPolicy(options?: { apiOrigin?: string; header?: boolean }): string;
export declare function securityHeaders(options?: { apiOrigin?: string }): Record<string, string>;
