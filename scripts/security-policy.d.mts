export declare const TRUSTED_TYPES_POLICY: string;
export declare const WORKER_POLICY: string;
export declare const REPORT_GROUP: string;
export declare function apiOrigin(apiBaseUrl: string | undefined): string;
export declare function cspReportUrl(value: string | undefined): string;
export declare function contentSecurityPolicy(options?: {
  apiOrigin?: string;
  header?: boolean;
  reportUrl?: string;
}): string;
export declare function securityHeaders(options?: { apiOrigin?: string; reportUrl?: string }): Record<string, string>;
