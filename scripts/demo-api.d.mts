export declare const CORS_ALLOW_HEADERS: string[];
export declare const CORS_ALLOW_METHODS: string;
export interface DemoApi {
  /** http://host:port, no trailing slash */
  url: string;
  port: number;
  close(): Promise<void>;
}
export declare function startDemoApi(options?: { port?: number; host?: string; stateFile?: string }): Promise<DemoApi>;
