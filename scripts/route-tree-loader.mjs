// Build-time loader of src/routeTree.gen.ts (rsbuild.config.ts): two things the generator
// writes that the first load need not carry (1 kB gz together):
// - each route's children as an object keyed by long type-only names (AffiliatePayment…Route):
//   the router keeps only the values (`_addFileChildren` takes an array as well);
// - an `id` equal to the route's `path`: the router derives that very id from the path.
// Children written in another form stay as they are, with a warning.

const CHILDREN = /(const \w+RouteChildren)(?:: \w+)? = \{([^{}]*)\}/g;
const CHILD = /^\w+:(\w+)$/;
const ID_AS_PATH = /\bid: (['"])([^'"]*)\1,(\s*)path: \1\2\1,/g;

/**
 * @param {string} source
 * @returns {{ code: string, children: number, unexpected: boolean }}
 */
export function compactRouteTree(source) {
  let children = 0;
  let unexpected = false;
  const code = source
    .replace(CHILDREN, (declaration, name, body) => {
      const values = body
        .split(',')
        .map((entry) => entry.replace(/\s+/g, ''))
        .filter(Boolean)
        .map((entry) => CHILD.exec(entry)?.[1]);
      if (values.some((value) => value === undefined)) {
        unexpected = true;
        return declaration;
      }
      children += 1;
      return `${name} = [${values.join(', ')}] as any`;
    })
    .replace(ID_AS_PATH, (_, quote, path, space) => `${space}path: ${quote}${path}${quote},`);
  return { code, children, unexpected };
}

/** @this {{ emitWarning(error: Error): void }} @param {string} source */
export default function routeTreeLoader(source) {
  const { code, children, unexpected } = compactRouteTree(source);
  if (children === 0 || unexpected) {
    this.emitWarning(
      new Error('route-tree-loader: the route children are not in the expected form'),
    );
  }
  return code;
}
