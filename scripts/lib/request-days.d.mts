export function requestDays(options: { databaseUrl: string; intervalMs?: number; onError?: (error: unknown) => void; now?: () => Date }): {
  count(url: string | undefined, status: number): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};
