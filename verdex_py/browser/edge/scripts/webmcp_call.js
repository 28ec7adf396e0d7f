// Runs a page's model-context tool (recorded by the webmcp.js init script), one named operation
// (webmcp_ops.py declares it).

/**
 * @typedef {Object} CallQuery
 * @property {string} name
 * @property {Object} input
 */
/**
 * @typedef {Object} Called
 * @property {boolean} ok
 * @property {*} result
 */
/**
 * @typedef {Object} Failed
 * @property {string} error
 */
/**
 * @typedef {Object} Missing
 * @property {boolean} missing
 */

/**
 * @operation call  the tool's execute run with `input`: its result (a string, else plain JSON), the
 *   error it threw, or `missing` (no tool of that name)
 * @param {CallQuery} q
 * @returns {Called|Failed|Missing}
 */
const call = (q) => window.__WEBMCP_CALL__(q.name, q.input);
