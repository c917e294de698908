import { GUEST, OPERATOR, adminAuth, emulatorEnv } from './emulators';

/** Checks that the run's emulators are there, and adds the account without the admin claim next to the seeded operator. */
export default async function globalSetup() {
  emulatorEnv();
  const auth = adminAuth();
  const operator = await auth.getUserByEmail(OPERATOR.email);
  if (operator.customClaims?.admin !== true)
    throw new Error(`${OPERATOR.email} was not seeded with the admin claim.`);
  await auth.createUser({ email: GUEST.email, password: GUEST.password, emailVerified: true });
}
