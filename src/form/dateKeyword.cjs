// The JSON Schema keyword a date field may carry to be relative to today (docs/validation.md "A date relative to
// today"): { "format": "date", "beforeToday": { "years": 18 } } — at least 18 years before today; "beforeToday": {}
// — today or before. One definition for every Ajv that reads the panels: the build's precompiled validators and
// conditions (scripts/generate-data.mjs, scripts/condition-schemas.mjs), the reference server's (server/guards/
// compiledSchemas.ts) and the data check's. The bound is worked out when the value is checked, not when the schema is
// compiled: the widget takes today in the user's time zone; the server takes the latest date anywhere on Earth
// (UTC+14), so it never refuses what a user's own today allowed. Its error's `limit` is the years, for the message.
const { _ } = require('ajv');

/** The keyword's value: whole years, months and days, each 0 or more. */
const DURATION = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(['years', 'months', 'days'].map((k) => [k, { type: 'integer', minimum: 0 }])),
};

/** `today`: "local" (the browser's own date) or "latest" (the date at UTC+14, for a server). */
function beforeTodayKeyword(today = 'local') {
  const utc = today === 'latest';
  return {
    keyword: 'beforeToday',
    type: 'string',
    schemaType: 'object',
    metaSchema: DURATION,
    error: {
      message: 'must be that long before today',
      params: ({ schema }) => _`{limit: ${Number(schema.years ?? 0)}}`,
    },
    code(cxt) {
      const { data, schema, gen } = cxt;
      const [y, m, d] = ['years', 'months', 'days'].map((k) => Number(schema[k] ?? 0));
      const shift = utc ? 14 * 3600 * 1000 : 0;
      const t = gen.const('t', _`new Date(Date.now() + ${shift})`);
      // (the method names are code, not values: written out for each of the two todays)
      const bound = utc
        ? (gen.code(
            _`${t}.setUTCFullYear(${t}.getUTCFullYear() - ${y}, ${t}.getUTCMonth() - ${m}, ${t}.getUTCDate() - ${d})`,
          ),
          gen.const('bound', _`${t}.toISOString().slice(0, 10)`))
        : (gen.code(_`${t}.setFullYear(${t}.getFullYear() - ${y}, ${t}.getMonth() - ${m}, ${t}.getDate() - ${d})`),
          gen.const(
            'bound',
            _`${t}.getFullYear() + "-" + String(${t}.getMonth() + 1).padStart(2, "0") + "-" + String(${t}.getDate()).padStart(2, "0")`,
          ));
      cxt.fail(_`${data} > ${bound}`);
    },
  };
}

/** Adds the keyword to an Ajv (rjsf's `extenderFn` shape). */
const withDateKeyword =
  (today = 'local') =>
  (ajv) => {
    if (!ajv.getKeyword('beforeToday')) ajv.addKeyword(beforeTodayKeyword(today));
    return ajv;
  };

module.exports = { beforeTodayKeyword, withDateKeyword };
