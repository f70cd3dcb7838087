import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

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

/** The designer's lazy page; its chunk and the chunks it imports are what it waits for. */
const DESIGNER_PAGE = /[\\/]pages[\\/]editor[\\/]SheetEditorPage\.tsx$/;

/** The chunks a chunk imports statically, itself included, transitively. */
function withImports(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()) {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

/** The page the server sends for a designer address; beside index.html, revalidated as it is. */
const DESIGNER_HTML = 'designer.html';

/**
 * Opened at a designer address (`/edit/3`, `/de/edit-region/5`), the designer's chunks start
 * downloading while the HTML is read, beside the entry's, instead of when the entry has
 * downloaded and evaluated (half a second later on a cold cache): the server sends this copy
 * of index.html, which modulepreloads them too (apps/server's webApp.ts). Other pages do not
 * download them. A second page rather than a script that adds the links: that script was one
 * more request before the links, and ran only when the entry's evaluation let it (0.15 to
 * 0.27 s into a warm opening).
 */
function designerPage(): Plugin {
  return {
    name: 'pms-designer-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const page = chunks.find((chunk) => DESIGNER_PAGE.test(chunk.facadeModuleId ?? ''));
      if (!page) throw new Error('the build has no chunk for the designer page');
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('the build has no index.html to make the designer page from');
      }
      const entryFiles = new Set<string>();
      for (const chunk of chunks)
        if (chunk.isEntry) withImports(bundle, chunk.fileName, entryFiles);
      const links = [...withImports(bundle, page.fileName)]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('');
      const end = /^\s*<\/head>/m;
      if (!end.test(index.source)) throw new Error('index.html has no </head>');
      const source = index.source.replace(end, (line) => `${links}${line.replace(/^\n/, '')}`);
      this.emitFile({ type: 'asset', fileName: DESIGNER_HTML, source });
    },
  };
}

/** What is worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map)$/;
/** @fastify/compress leaves smaller answers as they are; so does this. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz next to every compressible file of the build, which the server sends
 * as they are (@fastify/static's preCompressed) instead of compressing the large chunks anew on
 * every cold load (20 to 30 ms each on the server's CPU). Brotli at its best quality: the
 * build pays once, every client reads less.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  async function filesIn(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
      ),
    );
    return nested.flat();
  }
  return {
    name: 'pms-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const files = (await filesIn(options.dir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < COMPRESS_MIN_BYTES) return;
          const source = await readFile(file);
          await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }).then((data) => writeFile(`${file}.br`, data)),
            gzipped(source, { level: 9 }).then((data) => writeFile(`${file}.gz`, data)),
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), designerPage(), precompress()],
  resolve: {
    alias: [
      {
        find: /^brotli\/decompress\.js$/,
        replacement: fileURLToPath(new URL('./src/vendor/lazyBrotli.cjs', import.meta.url)),
      },
    ],
  },
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
