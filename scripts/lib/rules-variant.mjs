// The Firestore rules with Cloud Functions switched on (docs/decisions/0033-server-side.md): firestore.rules with its
// one marked function, `serverCreatesEnquiries()`, returning true, so the rules refuse what the functions now do.
// The emulator scripts and the deploy write this variant where the site uses Functions; the file in the repo stays
// the rules of a project without them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { FUNCTIONS_RULES } from './hosting.mjs';

/** The one line the variant changes, as it stands in firestore.rules. */
export const RULES_SWITCH_OFF = 'function serverCreatesEnquiries() { return false; }';
const RULES_SWITCH_ON = 'function serverCreatesEnquiries() { return true; }';

/**
 * @param {string} rules the text of firestore.rules
 * @returns {string} the same rules with the switch on
 */
export function functionsRules(rules) {
  const count = rules.split(RULES_SWITCH_OFF).length - 1;
  if (count !== 1) {
    throw new Error(
      `firestore.rules must hold \`${RULES_SWITCH_OFF}\` exactly once (found ${count}): the Functions variant ` +
        'of the rules flips it (scripts/lib/rules-variant.mjs).',
    );
  }
  return rules.replace(RULES_SWITCH_OFF, RULES_SWITCH_ON);
}

/**
 * The rules file for a project with or without Functions: firestore.rules itself, or its variant written to
 * .firebase/ (ignored by git).
 * @param {boolean} withFunctions
 * @returns {string} an absolute path
 */
export function rulesFile(withFunctions) {
  const plain = join(ROOT, 'firestore.rules');
  if (!withFunctions) return plain;
  const variant = join(ROOT, FUNCTIONS_RULES);
  mkdirSync(dirname(variant), { recursive: true });
  writeFileSync(variant, functionsRules(readFileSync(plain, 'utf8')));
  return variant;
}
