// The bundled build lays out in the page's own thread: no worker file to serve, and it runs
// the same in Node (vitest).
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import {
  CHART_ROOT,
  type ChartEdge,
  type ChartState,
  initialMarkerId,
  type StatechartGraph,
} from './statechart-graph.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface PlacedState extends Box {
  state: ChartState;
}

export interface PlacedEdge {
  edge: ChartEdge;
  /** The route from source to target: start, bends, end. */
  points: Point[];
  label: (Box & { text: string }) | undefined;
}

/** The chart in absolute coordinates, states listed parents first (the order to paint them). */
export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  /** The initial-state dots. */
  markers: Array<Box & { id: string }>;
  edges: PlacedEdge[];
}

let elk: InstanceType<typeof ELK> | undefined;

export async function layoutStatechart(graph: StatechartGraph): Promise<ChartLayout> {
  elk ??= new ELK();
  const result = await elk.layout(graph.elk);
  const states = new Map(graph.states.map((state) => [state.id, state]));
  const markerIds = new Set(graph.states.map((state) => initialMarkerId(state.id)));
  const edges = new Map(graph.edges.map((edge) => [edge.id, edge]));
  // ELK places children relative to their parent and edges relative to their container.
  const origins = new Map<string, Point>([[CHART_ROOT, { x: 0, y: 0 }]]);
  const layout: ChartLayout = {
    width: result.width ?? 0,
    height: result.height ?? 0,
    states: [],
    markers: [],
    edges: [],
  };

  const place = (node: ElkNode, parent: Point) => {
    const box = {
      x: parent.x + (node.x ?? 0),
      y: parent.y + (node.y ?? 0),
      width: node.width ?? 0,
      height: node.height ?? 0,
    };
    origins.set(node.id, box);
    const state = states.get(node.id);
    if (state) layout.states.push({ ...box, state });
    else if (markerIds.has(node.id)) layout.markers.push({ ...box, id: node.id });
    for (const child of node.children ?? []) place(child, box);
  };
  for (const child of result.children ?? []) place(child, { x: 0, y: 0 });

  const collectEdges = (node: ElkNode) => {
    for (const elkEdge of node.edges ?? []) {
      const edge = edges.get(elkEdge.id);
      if (edge) layout.edges.push(placeEdge(elkEdge, edge, origins));
    }
    for (const child of node.children ?? []) collectEdges(child);
  };
  collectEdges(result);
  return layout;
}

function placeEdge(
  elkEdge: ElkExtendedEdge,
  edge: ChartEdge,
  origins: Map<string, Point>,
): PlacedEdge {
  const origin = origins.get(elkEdge.container ?? CHART_ROOT) ?? { x: 0, y: 0 };
  const shift = (point: Point) => ({ x: origin.x + point.x, y: origin.y + point.y });
  const points = (elkEdge.sections ?? []).flatMap((section) => [
    shift(section.startPoint),
    ...(section.bendPoints ?? []).map(shift),
    shift(section.endPoint),
  ]);
  const elkLabel = elkEdge.labels?.[0];
  const label = elkLabel
    ? {
        ...shift({ x: elkLabel.x ?? 0, y: elkLabel.y ?? 0 }),
        width: elkLabel.width ?? 0,
        height: elkLabel.height ?? 0,
        text: elkLabel.text ?? '',
      }
    : undefined;
  return { edge, points, label };
}
