/// <reference types="vite/client" />

/** Which backend this build uses; set in vite.config.ts from the environment. */
declare const __BACKEND__: 'demo' | 'firebase';
