/// <reference types="vite/client" />
import type { Env } from './config/env-schema';

declare global {
  /** Which backend this build uses; set in vite.config.ts from the environment. */
  const __BACKEND__: 'demo' | 'firebase';
  /** The environment's settings, validated when the site was built (src/config/env-schema.ts, vite.config.ts). */
  const __SITE_ENV__: Env;
}
