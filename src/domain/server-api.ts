/**
 * What the browser and this project's Cloud Functions (functions/) agree on. Shared by both, so a renamed function
 * or region cannot drift apart. docs/decisions/0033-server-side.md tells what runs where with and without Functions.
 */

/** Doha: the Google Cloud region nearest to Dubai that runs 2nd-gen functions. */
export const FUNCTIONS_REGION = 'me-central1';
