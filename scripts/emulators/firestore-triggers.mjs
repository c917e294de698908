// Firestore triggers on this project's own Firestore emulator (docs/decisions/0035-operator-notifications.md).
// firebase-tools' Functions emulator registers a function's Firestore trigger only with a Firestore emulator it
// started itself (here Firestore is Google's JAR, started directly: suite.mjs), and otherwise ignores the function.
// So the suite starts Firestore with `--functions_emulator` (where to deliver events) and, once the functions are
// loaded, registers each Firestore trigger with it as firebase-tools would (functionsEmulator.js,
// getV2FirestoreAttributes): the Firestore emulator then posts each event to the Functions emulator.

/**
 * @typedef {import('../lib/emulators.mjs').Address} Address
 * @typedef {object} EventTrigger
 * @property {string} eventType
 * @property {Record<string, string>} [eventFilters]
 * @property {Record<string, string>} [eventFilterPathPatterns]
 * @typedef {{ id: string, eventTrigger?: EventTrigger }} TriggerDefinition
 */

/** The v2 (CloudEvent) Firestore event types. */
const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;

/**
 * Registers the loaded functions' Firestore triggers with the Firestore emulator; resolves with their ids.
 * @param {Address} functions
 * @param {Address} firestore
 * @param {string} project
 * @returns {Promise<string[]>}
 */
export async function registerFirestoreTriggers(functions, firestore, project) {
  const response = await fetch(`http://${functions.host}:${functions.port}/backends`);
  if (!response.ok) throw new Error(`The Functions emulator's /backends answered ${response.status}.`);
  const { backends = [] } = /** @type {{ backends?: { functionTriggers?: TriggerDefinition[] }[] }} */ (
    await response.json()
  );
  const registered = [];
  for (const definition of backends.flatMap((backend) => backend.functionTriggers ?? [])) {
    const trigger = definition.eventTrigger;
    if (!trigger || !FIRESTORE_EVENT.test(trigger.eventType)) continue;
    const pattern = trigger.eventFilterPathPatterns?.document;
    const exact = trigger.eventFilters?.document;
    const bundle = {
      eventType: trigger.eventType,
      database: trigger.eventFilters?.database ?? '(default)',
      namespace: trigger.eventFilters?.namespace ?? '(default)',
      document: pattern
        ? { value: pattern, matchType: 'PATH_PATTERN' }
        : { value: exact, matchType: 'EXACT' },
    };
    // The Functions emulator's key for a trigger of its first load (getTriggerKey: `${id}-${generation}`).
    const key = `${definition.id}-0`;
    const url = `http://${firestore.host}:${firestore.port}/emulator/v1/projects/${project}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(key)}`;
    const added = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bundle),
    });
    if (!added.ok) {
      throw new Error(
        `The Firestore emulator refused the trigger ${definition.id}: ${added.status} ${await added.text()}`,
      );
    }
    registered.push(definition.id);
  }
  return registered;
}
