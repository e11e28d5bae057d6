// A locale file imported under jest reads as the build gives it (scripts/widget-messages.mjs): without the file's own
// settings ("$schema", "$parent", "$primary"), which are no messages — a "$schema" path would read as MessageFormat 2
// that needs the runtime. The server's words stay: its tests import the same file.
const crypto = require('node:crypto');

module.exports = {
  process(source) {
    const messages = JSON.parse(source);
    for (const k of Object.keys(messages)) if (k.startsWith('$')) delete messages[k];
    return { code: JSON.stringify(messages) };
  },
  getCacheKey(source) {
    return crypto.createHash('sha1').update('locale-transform-2').update(source).digest('hex');
  },
};
