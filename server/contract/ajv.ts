// One Ajv set-up for requests (query/path/header strings coerced, defaults filled), request
// bodies (JSON keeps its types, defaults filled) and the contract tests' response checks
// (neither: a response must already be exactly right).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** `verbose` keeps each error's schema, for messages built from the contract's examples. */
export function createAjv(options: {
  coerce: boolean;
  defaults: boolean;
  verbose?: boolean;
}): Ajv2020 {
  // strict: false because OpenAPI schemas carry annotations (examples...) Ajv does not know.
  const ajv = new Ajv2020({
    coerceTypes: options.coerce,
    useDefaults: options.defaults,
    allErrors: true,
    verbose: options.verbose ?? false,
    strict: false,
  });
  addFormats.default(ajv);
  return ajv;
}
