import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { buildWithPrerender } from './build/prerender-marketing.ts';

const marketingStatic = 'src/features/marketing/static';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  environments: {
    // The single-page app, from index.html, in few files (build/chunk-groups.ts).
    client: { build: { rolldownOptions: { output: { codeSplitting: chunkGroups } } } },
    // The one script of the prerendered marketing pages, beside the app's assets.
    marketing: {
      consumer: 'client',
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { 'contact-form': `${marketingStatic}/contact-form-script.ts` },
        },
      },
    },
    // Draws the marketing pages at build time; removed once they are written.
    prerender: {
      consumer: 'server',
      build: {
        outDir: 'node_modules/.prerender',
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: true,
        rolldownOptions: { input: { 'render-pages': `${marketingStatic}/render-pages.tsx` } },
      },
    },
  },
  builder: { buildApp: buildWithPrerender },
});
