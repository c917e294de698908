#!/usr/bin/env node
// A predeploy hook of firebase.json (Firestore rules and functions): a plain `firebase deploy` stops here, and
// `npm run deploy` (scripts/deploy.mjs, which sets MARINA_DEPLOY=1) goes on. Only that command deploys the rules that
// go with the site's settings: with Cloud Functions on, the variant that leaves creating enquiries to them
// (scripts/lib/rules-variant.mjs). A plain deploy would put firestore.rules, which let browsers create enquiries,
// beside live functions, past their limits and prices (docs/decisions/0041-nothing-secret-in-the-bundle.md).
import { deployGuardProblem } from './lib/deploy-checks.mjs';

const problem = deployGuardProblem(process.env);
if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(1);
}
