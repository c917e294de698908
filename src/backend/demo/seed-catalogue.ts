// The demo's yachts and services, for a database seeded where the page did not bring them (src/backend/demo/db.ts):
// loaded only then.
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import type { SeedCatalogue } from './schema';

export const seedCatalogue: SeedCatalogue = { yachts: yachtFixtures, services: serviceFixtures };
