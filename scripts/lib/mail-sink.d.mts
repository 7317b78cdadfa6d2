export interface MailSink {
  /** The SMTP_URL for the app: smtp://127.0.0.1:<port>. */
  url: string;
  port: number;
  dir: string;
  close(): Promise<void>;
}

export function startMailSink(options: { dir: string; port?: number; log?: (line: string) => void }): Promise<MailSink>;
