// The shell's /runtime-config.json: where each remote's manifest is and where orders go.
// A deployment changes it through environment variables (CATALOG_URL, CHECKOUT_URL,
// CONTENT_URL, NOPF_URL: the remote's origin; ORDER_ENDPOINT), never by rebuilding the shell.
const { remotes } = require('../config/apps.cjs');

/** @param {Record<string, string | undefined>} env */
function runtimeConfig(env) {
  /** @type {Record<string, string>} */
  const remoteManifests = {};
  for (const remote of remotes) {
    const origin = env[`${remote.name.toUpperCase()}_URL`] || `http://localhost:${remote.port}`;
    remoteManifests[remote.name] = `${origin.replace(/\/+$/, '')}/mf-manifest.json`;
  }
  return { remotes: remoteManifests, orderEndpoint: env.ORDER_ENDPOINT || '/api/orders' };
}

module.exports = { runtimeConfig };
