#!/usr/bin/env node
// Seeds Firestore with the demo backend's fixtures and creates the operator account (admin claim), then prints its
// credentials. Idempotent: fixture documents are overwritten by id, other documents are left alone; the booking
// settings and the starter FAQ only fill a project without them (the operator's are kept); no reviews are seeded.
// Call-back requests stored before enquiries existed are moved into `enquiries` (docs/decisions/0012-booking-data.md).
// On the emulators only, never with --production: the demo's activity too (fixtures/activity.ts: about 40 enquiries
// of the past eight weeks, charters and blocks around today, notes; docs/decisions/0027-lived-in-demo.md), by id, so a
// second seed overwrites it instead of adding to it; left out when the project has enquiries or bookings of its own.
//   npm run seed                      the local emulators (start them with `npm run emulators`)
//   npm run seed -- --only auth       only the operator account (when only the Auth emulator runs)
//   npm run seed -- --no-activity     the emulators without the demo's activity (an empty pipeline and calendar)
//   GOOGLE_APPLICATION_CREDENTIALS=key.json SEED_OPERATOR_EMAIL=you@example.com npm run seed -- --production
//                                     a real project: the catalogue and the operator, never the made-up activity
import { getFirestore } from 'firebase-admin/firestore';
import {
  EMULATOR_OPERATOR,
  connectAdmin,
  ensureOperator,
  generatedPassword,
  requireEmulatorListening,
} from './lib/admin.mjs';
import { seedActivity } from './lib/activity.mjs';
import { loadFixtures } from './lib/fixtures.mjs';
import { migrateCallbackRequests } from './lib/migrate-callback-requests.mjs';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',') : ['auth', 'firestore'];

/**
 * @param {import('firebase-admin/app').App} app
 * @param {'emulator' | 'production'} target
 */
async function seedFirestore(app, target) {
  const db = getFirestore(app);
  const fixtures = await loadFixtures();
  // The operator's FAQ is never overwritten: the starter FAQ only fills a project without one.
  const hasFaq = !(await db.collection('faq').limit(1).get()).empty;
  const written = { ...fixtures, faq: hasFaq ? [] : fixtures.faq };
  const batch = db.batch();
  for (const [collection, documents] of Object.entries(written)) {
    for (const { id, data } of documents) {
      const ref = db.collection(collection).doc(id);
      // The operator's booking settings are never overwritten; the fixture only fills a project without them.
      if (collection === 'settings' && (await ref.get()).exists) continue;
      batch.set(ref, data);
    }
  }
  await batch.commit();
  // Before the migration, whose enquiries would count as the project's own.
  const activity =
    target !== 'emulator'
      ? 'no activity (made-up enquiries and charters are for the emulators only)'
      : args.includes('--no-activity')
        ? 'no activity (--no-activity)'
        : await seedActivity(db, new Date(), operatorEmail(target));
  const moved = await migrateCallbackRequests(db);
  return [
    ...Object.entries(written).map(([collection, documents]) => `${documents.length} ${collection}`),
    activity,
    `moved ${moved} call-back requests into enquiries`,
  ];
}

/** @param {'emulator' | 'production'} target */
const operatorEmail = (target) =>
  process.env.SEED_OPERATOR_EMAIL || (target === 'emulator' ? EMULATOR_OPERATOR.email : '');

async function main() {
  const { app, target, projectId } = connectAdmin();
  console.log(
    `Seeding ${target === 'emulator' ? 'the local emulators' : 'PRODUCTION'} (project ${projectId}).`,
  );
  if (target === 'production' && !args.includes('--production')) {
    throw new Error(
      'GOOGLE_APPLICATION_CREDENTIALS is set: add --production to seed the real project on purpose.',
    );
  }
  if (target === 'emulator') {
    for (const name of only) {
      if (name !== 'auth' && name !== 'firestore')
        throw new Error(`Cannot seed ${name}: only auth and firestore.`);
      await requireEmulatorListening(name);
    }
  }

  if (only.includes('firestore'))
    console.log(`Firestore: wrote ${(await seedFirestore(app, target)).join(', ')}.`);

  if (only.includes('auth')) {
    const email = operatorEmail(target);
    if (!email) throw new Error('Set SEED_OPERATOR_EMAIL to the operator account to create.');
    const password =
      process.env.SEED_OPERATOR_PASSWORD ||
      (target === 'emulator' ? EMULATOR_OPERATOR.password : generatedPassword());
    const { created } = await ensureOperator(app, { email, password, resetPassword: target === 'emulator' });
    console.log(
      created || target === 'emulator'
        ? `Operator account (admin): ${email} / ${password}`
        : `Operator account (admin): ${email} already existed; its password is unchanged.`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`✖ Seed failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
