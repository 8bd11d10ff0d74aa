/** A LIKE pattern finding `search` anywhere, its wildcards (`%`, `_`, `\`) taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
