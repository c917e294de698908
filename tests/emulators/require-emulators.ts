import { emulatorEnv } from './emulator-hosts';

/**
 * Stops the run before any test when the emulators are not there, saying how to start them: no silent pass. It
 * runs outside the test projects (no build-time settings), so it imports nothing of the app.
 */
export default function requireEmulators() {
  emulatorEnv(['auth', 'firestore', 'storage']);
}
