#!/usr/bin/env node
// The published CLI runs the esbuild bundle (npm run build).
await import('../dist/stylesync.js');
