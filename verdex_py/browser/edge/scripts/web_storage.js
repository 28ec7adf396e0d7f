// One storage area ("local" or "session") of the page's origin: read it, or change it (set, remove,
// clear) and read it back. One named operation each (storage_ops.py declares them); every one
// answers the area's entries as they stand after it, so a change is never claimed unseen.

/**
 * @typedef {Object} AreaQuery
 * @property {string} area
 */
/**
 * @typedef {Object} KeyQuery
 * @property {string} area
 * @property {string} key
 */
/**
 * @typedef {Object} PutQuery
 * @property {string} area
 * @property {string} key
 * @property {string} value
 */
/**
 * @typedef {Object} StorageEntry
 * @property {string} key
 * @property {string} value
 */

const storeOf = (area) => (area === 'local' ? window.localStorage : window.sessionStorage);
const entriesOf = (store) => {
  const out = [];
  for (let i = 0; i < store.length; i++) out.push({key: store.key(i), value: store.getItem(store.key(i))});
  return out;
};

/**
 * @operation entries  the area's entries
 * @param {AreaQuery} q
 * @returns {StorageEntry[]}
 */
const entries = (q) => entriesOf(storeOf(q.area));

/**
 * @operation put  sets key to value, then the area's entries
 * @param {PutQuery} q
 * @returns {StorageEntry[]}
 */
const put = (q) => {
  const store = storeOf(q.area);
  store.setItem(q.key, q.value);
  return entriesOf(store);
};

/**
 * @operation remove  removes key (absent: nothing changes), then the area's entries
 * @param {KeyQuery} q
 * @returns {StorageEntry[]}
 */
const remove = (q) => {
  const store = storeOf(q.area);
  store.removeItem(q.key);
  return entriesOf(store);
};

/**
 * @operation clear  empties the area, then its entries (none, unless the page refills it)
 * @param {AreaQuery} q
 * @returns {StorageEntry[]}
 */
const clear = (q) => {
  const store = storeOf(q.area);
  store.clear();
  return entriesOf(store);
};
