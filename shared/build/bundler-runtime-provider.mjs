// A federation runtime plugin of the shell's production build: it puts the shell's copy of
// `@module-federation/webpack-bundler-runtime` (the functions a container's webpack runtime calls
// to init, share and consume) where a production remote's entry finds it
// (shared/build/bundler-runtime-from-shell.mjs), so a remote entry does not carry that package again
// (~4 KB compressed per remote entry; webpack's `externalRuntime` shares runtime-core only).
// The functions are stateless: each takes the calling container's webpack require.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build of the package leaves out what a container that exposes
// modules calls at `init`; the remotes get it from here.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { SHELL_BUNDLER_RUNTIME } from './bundler-runtime-key.mjs';

globalThis[SHELL_BUNDLER_RUNTIME] = { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };

export default function provideBundlerRuntime() {
  return { name: 'mimea-provide-bundler-runtime' };
}
