// What a production remote's entry gets for `@module-federation/webpack-bundler-runtime`
// (shared/build/webpack-app.cjs swaps the module in): the same shape as the package's default export,
// built from the functions the shell's page provides (shared/build/bundler-runtime-provider.mjs), with
// this container's own state objects and its own `runtime`.
//
// Of `@module-federation/runtime` a container's bundler runtime calls `init` alone; the package's
// module (with its error texts, ~1 KB compressed) is left out for this copy of its `init` and
// `createInstance` (2.9.2, the pinned version), over the shell's runtime-core (externalRuntime).
import { CurrentGlobal, ModuleFederation, getGlobalFederationConstructor, setGlobalFederationInstance } from '@module-federation/runtime-core';
import { SHELL_BUNDLER_RUNTIME } from './bundler-runtime-key.mjs';

const provided = globalThis[SHELL_BUNDLER_RUNTIME];
if (!provided) throw new Error('This remote runs only inside the shop’s pages: the shell provides its federation runtime.');

/* global FEDERATION_BUILD_IDENTIFIER */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

/** The instance this container made before (a second init), as the runtime looks it up. */
function existingInstance(name, version) {
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options }) => (buildId && options.id === buildId) || (options.name === name && (version ? options.version === version : !options.version)),
  );
}

function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const instance = existingInstance(options.name, options.version);
  if (instance) {
    instance.initOptions(normalized);
    return instance;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const created = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(created);
  return created;
}

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
