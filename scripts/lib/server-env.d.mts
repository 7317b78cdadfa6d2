export interface ServerSettings {
  PORT: number;
  SHUTDOWN_DRAIN_MS: number;
  SHUTDOWN_READY_DELAY_MS: number;
  PAGE_MEMO_MS: number;
  REQUEST_TIMEOUT_MS: number;
  TRUST_PROXY: '0' | '1';
  /** Required outside dev mode. */
  MAIL_SECRET_KEY?: string;
}
export function parseServerEnv(source: Record<string, string | undefined>, options?: { dev?: boolean }): ServerSettings;
