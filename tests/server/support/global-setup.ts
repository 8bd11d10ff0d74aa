// Once per run of the server tests: the databases every file copies (templates.ts).
import { makeTemplates } from './templates.ts';

export default function setup() {
  return makeTemplates();
}
