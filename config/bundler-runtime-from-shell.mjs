// What a production remote's entry gets for `@module-federation/webpack-bundler-runtime`
// (config/webpack-app.cjs swaps the module in): the same shape as the package's default export,
// built from the functions the shell's page provides (config/bundler-runtime-provider.mjs), with
// this container's own state objects. `runtime` stays the remote's own (a thin wrapper over the
// shell's runtime-core): it keeps which instance is the container's.
import * as runtime from '@module-federation/runtime';
import { SHELL_BUNDLER_RUNTIME } from './bundler-runtime-key.mjs';

const provided = globalThis[SHELL_BUNDLER_RUNTIME];
if (!provided) throw new Error('This remote runs only inside the shop’s pages: the shell provides its federation runtime.');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
