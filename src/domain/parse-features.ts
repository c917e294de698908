/** Features are entered comma separated; saved as a trimmed list without empty items. */
export function parseFeatures(text: string): string[] {
  return text
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature.length > 0);
}
