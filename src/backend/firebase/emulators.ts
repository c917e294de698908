/** Where the local emulator suite listens (the same ports as `emulators` in firebase.json). */
export interface EmulatorPorts {
  host: string;
  auth: number;
  firestore: number;
  storage: number;
}

export const DEFAULT_EMULATORS: EmulatorPorts = {
  host: '127.0.0.1',
  auth: 9099,
  firestore: 8080,
  storage: 9199,
};
