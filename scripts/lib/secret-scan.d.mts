export interface SecretPattern {
  name: string;
  pattern: RegExp;
}

export interface FoundSecret {
  name: string;
  match: string;
}

export const SECRET_PATTERNS: readonly SecretPattern[];

export function findSecrets(text: string, options?: { allowed?: readonly string[] }): FoundSecret[];

export function redact(value: string): string;
