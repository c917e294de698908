import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

/** Firebase is used only when its web config is present; otherwise the built-in demo backend runs. */
export function pickBackend(env: Record<string, string | undefined>): 'firebase' | 'demo' {
  return env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID ? 'firebase' : 'demo';
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    plugins: [react()],
    define: {
      __BACKEND__: JSON.stringify(pickBackend(env)),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
    },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
  };
});
