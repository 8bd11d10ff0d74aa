import type { RsbuildPlugin } from '@rsbuild/core';

export function routeFilesOf(routeTree: string): Record<string, string>;
export function firstScreenAssets(outDir: string): RsbuildPlugin;
