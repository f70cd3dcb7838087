import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development; `API_URL` points the dev proxy elsewhere. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Paths the server answers; everything else is the single-page app. */
const proxiedPaths = ['/api', '/auth', '/media', '/healthz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code; separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
