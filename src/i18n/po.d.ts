declare module '*.po' {
  import type { Messages } from '@lingui/core';

  /** A compiled translation catalogue (lingui.config.ts, @lingui/vite-plugin). */
  export const messages: Messages;
}
