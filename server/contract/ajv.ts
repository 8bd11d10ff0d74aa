// One Ajv set-up for requests (coercing query/path/header strings) and for the contract
// tests' response checks (no coercion: a response must already have the right types).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** `verbose` keeps each error's schema, for messages built from the contract's examples. */
export function createAjv({
  coerce,
  verbose = false,
}: {
  coerce: boolean;
  verbose?: boolean;
}): Ajv2020 {
  // strict: false because OpenAPI schemas carry annotations (examples...) Ajv does not know.
  const ajv = new Ajv2020({
    coerceTypes: coerce,
    useDefaults: coerce,
    allErrors: true,
    verbose,
    strict: false,
  });
  addFormats.default(ajv);
  return ajv;
}
