// The shell's /runtime-config.json: where each remote's manifest is and where orders go.
// A deployment changes it through environment variables (CATALOG_URL, CHECKOUT_URL,
// CONTENT_URL, NOPF_URL, OFFICE_URL: the remote's origin; ORDER_ENDPOINT), never by rebuilding
// the shell.
// Without them, each remote is on its local port (config/apps.cjs, which MIMEA_PORT_BASE moves).
const { remotes } = require('../../config/apps.cjs');

/**
 * A remote's origin: its `<NAME>_URL`, else its local port; undefined for a name that is no remote.
 * @param {Record<string, string | undefined>} env @param {string} name
 * @returns {string | undefined}
 */
function remoteOrigin(env, name) {
  const remote = remotes.find((candidate) => candidate.name === name);
  return remote && (env[`${remote.name.toUpperCase()}_URL`] || `http://localhost:${remote.port}`).replace(/\/+$/, '');
}

/** @param {Record<string, string | undefined>} env */
function runtimeConfig(env) {
  /** @type {Record<string, string>} */
  const remoteManifests = {};
  for (const remote of remotes) remoteManifests[remote.name] = `${remoteOrigin(env, remote.name)}/mf-manifest.json`;
  return { remotes: remoteManifests, orderEndpoint: env.ORDER_ENDPOINT || '/api/orders' };
}

module.exports = { runtimeConfig, remoteOrigin };
