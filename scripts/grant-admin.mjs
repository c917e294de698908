#!/usr/bin/env node
// Gives an existing account the custom claim admin: true (or takes it away with --revoke, which also revokes the
// account's refresh tokens, so its sessions end).
//   npm run grant-admin -- someone@example.com                 the Auth emulator (npm run emulators)
//   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run grant-admin -- someone@example.com     the real project
// The person signs out and in again (or waits up to an hour for a token refresh) to get the new claim.
import { connectAdmin, requireEmulatorListening, setAdminClaim } from './lib/admin.mjs';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((arg) => !arg.startsWith('--'));

async function main() {
  if (!email || !email.includes('@')) throw new Error('Usage: npm run grant-admin -- <email> [--revoke]');
  const { app, target, projectId } = connectAdmin();
  if (target === 'emulator') await requireEmulatorListening('auth');
  const user = await setAdminClaim(app, email, !revoke);
  const where = target === 'emulator' ? 'Auth emulator' : 'PRODUCTION';
  console.log(
    `${revoke ? 'Removed admin from' : 'Granted admin to'} ${email} (uid ${user.uid}) — ${where}, project ${projectId}.` +
      (revoke ? ' The account is signed out everywhere (its refresh tokens are revoked).' : ''),
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    const message =
      error?.code === 'auth/user-not-found'
        ? `No account with the email ${email}.`
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`✖ grant-admin failed: ${message}`);
    process.exit(1);
  },
);
