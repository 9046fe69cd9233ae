// npm run build:extension: the browser extension (src/extension) into dist/extension, and a zip of
// it beside, ready to load unpacked or to upload to a store.
//   - the panel, the background and the options page as ES modules; the engine (src/core/engine)
//     cut into the same lazily loaded chunks as the web app's (scripts/engine-chunks.ts);
//   - the content scripts each as one classic script (executeScript cannot load a module).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { extensionManifest } from '../src/extension/manifest.ts';
import { ENGINE_CHUNKS, ENGINE_JSON } from './engine-chunks.ts';
import { engineLibraries } from './engine-libraries.ts';
import { engineParser } from './engine-parser.ts';

const root = resolve(import.meta.dirname, '..');
const source = resolve(root, 'src/extension');
const outDir = resolve(root, 'dist/extension');
const zipPath = resolve(root, 'dist/calmly-extension.zip');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

// Writes the engine's files, every chunk the on-device engine needs, into the panel, which asks for
// them all at once on its first line (src/extension/panel/engine.ts): the hashed names are known
// only once the bundle is cut.
const ENGINE_FILES_MARK = '__CALMLY_ENGINE_FILES__';
function engineFilesInPanel(): Plugin {
  return {
    name: 'calmly-engine-files-in-panel',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const engine = chunks.find((chunk) =>
        chunk.facadeModuleId?.endsWith('core/engine/on-device-engine.ts'),
      );
      const panel = chunks.find((chunk) => chunk.fileName === 'panel.js');
      if (!engine || !panel?.code.includes(ENGINE_FILES_MARK))
        throw new Error('build-extension: the panel or the engine chunk is not where it was');
      // Dependencies first: the parser, the longest to compile and to start, is asked for first.
      const files = new Set<string>();
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
          visit(imported);
        files.add(fileName);
      };
      visit(engine.fileName);
      panel.code = panel.code.replace(ENGINE_FILES_MARK, [...files].join(','));
    },
  };
}

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root: source,
  logLevel: 'warn',
  base: './',
  json: ENGINE_JSON,
  plugins: [engineParser(), engineLibraries(), engineFilesInPanel()],
  build: {
    outDir,
    emptyOutDir: false,
    modulePreload: false,
    // CALMLY_NO_MINIFY=1 keeps the names, for a readable CPU profile of the panel.
    minify: process.env.CALMLY_NO_MINIFY ? false : undefined,
    rolldownOptions: {
      input: {
        background: resolve(source, 'background.ts'),
        panel: resolve(source, 'panel/panel.ts'),
        options: resolve(source, 'options/options.html'),
        // The warm engine (ADR 017): its offscreen document, and the worker the engine runs in.
        offscreen: resolve(source, 'warm-engine/offscreen.html'),
        'engine-worker': resolve(source, 'warm-engine/engine-worker.ts'),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: { groups: ENGINE_CHUNKS },
      },
    },
  },
});
for (const [name, entry] of [
  ['content', 'content/content.ts'],
  ['inline-button', 'content/inline-button.ts'],
] as const) {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      lib: { entry: resolve(source, entry), formats: ['iife'], name: 'calmly', fileName: () => `${name}.js` },
    },
  });
}
mkdirSync(resolve(outDir, 'icons'), { recursive: true });
cpSync(resolve(source, 'icons'), resolve(outDir, 'icons'), { recursive: true });
writeFileSync(resolve(outDir, 'manifest.json'), `${JSON.stringify(extensionManifest(version), null, 2)}\n`);
rmSync(zipPath, { force: true });
execFileSync('zip', ['-q', '-r', '-X', zipPath, '.'], { cwd: outDir });
console.log(`Built ${outDir} and ${zipPath}`);
