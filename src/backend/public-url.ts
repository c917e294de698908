/** Public URLs are shown as they are; anything else is a storage path to resolve. */
export function isPublicUrl(pathOrUrl: string): boolean {
  return /^(https?:|blob:|data:|\/)/.test(pathOrUrl);
}
