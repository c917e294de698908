import { emulatorEnv } from './emulator-env';

/** Stops the run before any test when the emulators are not there, saying how to start them: no silent pass. */
export default function requireEmulators() {
  emulatorEnv(['auth', 'firestore', 'storage']);
}
