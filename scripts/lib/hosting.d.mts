export interface HostingConfig {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

export function headersFor(hosting: HostingConfig, path: string): Record<string, string>;

export function parseCsp(policy: string): Record<string, string[]>;

export function missingConnectOrigins(policy: string, urls: readonly (string | undefined)[]): string[];
