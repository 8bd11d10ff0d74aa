export function compactRouteTree(source: string): {
  code: string;
  children: number;
  unexpected: boolean;
};
export default function routeTreeLoader(
  this: { emitWarning(error: Error): void },
  source: string,
): string;
