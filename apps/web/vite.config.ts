import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development; `API_URL` points the dev proxy elsewhere. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Libraries only the designer uses: drag and resize (react-moveable and its helpers), rich
 * text (tiptap, ProseMirror), and the sheet engine (fontkit, line breaking, QR codes, HTML
 * parsing, and pdf-lib, which its public entry brings along). They stay out of the shared vendor chunk, so they land in the designer's lazy
 * chunks and the overview never downloads them.
 */
const designerOnly = new RegExp(
  `node_modules[\\\\/](${[
    'react-moveable',
    'moveable',
    'react-selecto',
    'selecto',
    '@daybrush',
    '@egjs',
    '@scena',
    '@cfcs',
    'css-to-mat',
    'css-styled',
    'react-css-styled',
    'framework-utils',
    'gesto',
    'keycon',
    'overlap-area',
    '@tiptap',
    'prosemirror-[^\\\\/]+',
    'orderedmap',
    'rope-sequence',
    'w3c-keyname',
    'linkifyjs',
    'fontkit',
    '@swc',
    'brotli',
    'clone',
    'dfa',
    'fast-deep-equal',
    'restructure',
    'tiny-inflate',
    'unicode-properties',
    'unicode-trie',
    'linebreak',
    'base64-js',
    'qrcode-generator',
    'htmlparser2',
    'domhandler',
    'domelementtype',
    'domutils',
    'dom-serializer',
    'entities',
    'pdf-lib',
    '@pdf-lib',
    'pako',
    // Hyphenation: the small core with the engine; each language's patterns (10 KB to 1.2 MB)
    // are imported dynamically and so become a chunk of their own, loaded for that language only.
    'hyphen',
  ].join('|')})[\\\\/]`,
);

/** Paths the server answers; everything else is the single-page app (`/media` is its page, `/media/` the files). */
const proxiedPaths = ['/api', '/auth', '/media/', '/healthz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    // WEB_OUT_DIR builds elsewhere (with the server's WEB_DIST_DIR): a test run then serves
    // its own build while another checkout-wide build replaces apps/web/dist.
    outDir: process.env.WEB_OUT_DIR || 'dist',
    emptyOutDir: true,
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
            {
              name: 'vendor',
              test: (id: string) => /node_modules[\\/]/.test(id) && !designerOnly.test(id),
            },
          ],
        },
      },
    },
  },
});
