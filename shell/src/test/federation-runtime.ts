/**
 * Stands in for @module-federation/enhanced/runtime in unit tests (mapped in jest.config.cjs):
 * a test decides what each remote module resolves to. The real runtime is exercised by e2e.
 */
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType } | null>;
const loaders = new Map<string, Loader>();

export const registered: { name: string; entry: string }[] = [];

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registered.push(...remotes);
}

export function loadRemote<T>(id: string): Promise<T | null> {
  const loader = loaders.get(id);
  if (!loader) return Promise.reject(new Error(`No test module for ${id}`));
  return loader() as Promise<T | null>;
}

/** The runtime plugins the shell registered (the stall guard). */
export const plugins: { name: string }[] = [];

export function registerPlugins(added: { name: string }[]): void {
  plugins.push(...added);
}

/** Preloading is only a download hint; in unit tests there is nothing to download. */
export function preloadRemote(): Promise<void> {
  return Promise.resolve();
}

export function setRemoteModule(id: string, loader: Loader): void {
  loaders.set(id, loader);
}

export function resetRemoteModules(): void {
  loaders.clear();
}
