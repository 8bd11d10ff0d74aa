import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { allStateNodes, transitionName, transitionsOf } from '../../../machines/qa/inventory.ts';
import { eventLabel } from './machine-events.ts';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  id: string;
  /** The state's key (the machine's id for the root); H or H* for a history state. */
  name: string;
  kind: StateKind;
  /** A child of a parallel state: one of its regions, drawn dashed. */
  region: boolean;
  /** Ids of the actors the state invokes, written inside its box. */
  invokes: string[];
}

export interface ChartEdge {
  id: string;
  /** The transition's name (machines/qa/inventory.ts); '' for an initial-state arrow. */
  transition: string;
  kind: 'initial' | 'transition' | 'targetless';
  source: string;
  target: string;
  /** Event, delay or actor outcome, and guard: `login.submit [byPhone]`. */
  label: string;
}

export interface StatechartGraph {
  /** Ready for elk.layout(): sizes set, nothing placed. */
  elk: ElkNode;
  states: ChartState[];
  edges: ChartEdge[];
}

/**
 * Sizes of the drawing, shared with Statechart.tsx. Labels are drawn in a monospace font, so
 * their width is known here without measuring text in a document.
 */
export const CHART_METRICS = {
  stateFont: 13,
  edgeFont: 11,
  /** Advance of one character of a monospace font, in em. */
  charEm: 0.62,
  lineHeight: 1.4,
  padding: 10,
  /** Room above a compound state's children for its name. */
  compoundHeader: 30,
  marker: 12,
  history: 28,
} as const;

const textWidth = (text: string, fontSize: number) =>
  Math.ceil(text.length * fontSize * CHART_METRICS.charEm);

/** The root ELK graph's id; every state's node sits inside it. */
export const CHART_ROOT = 'chart';

/** A state's id without the machine's: `verify.account` for `register.verify.account`. */
export function relativeStateId(id: string, rootId: string): string {
  return id === rootId ? id : id.slice(rootId.length + 1);
}

const INITIAL = 'initial:';
/** The id of the dot that points at a compound state's initial child. */
export const initialMarkerId = (parentId: string) => `${INITIAL}${parentId}`;
export const markerParentId = (markerId: string) => markerId.slice(INITIAL.length);

/** A guard's name: named guards by their type, `and`, `or`, `not` with the guards they combine. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards;
    return combined ? `${guard.name}(${combined.map(guardName).join(', ')})` : guard.name || 'ƒ';
  }
  const type = (guard as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : '?';
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const event = eventLabel(transition.eventType);
  return transition.guard === undefined ? event : `${event} [${guardName(transition.guard)}]`;
}

function nameOf(node: AnyStateNode): string {
  if (node.type !== 'history') return node.key;
  return node.history === 'deep' ? 'H*' : 'H';
}

function stateBox(node: AnyStateNode): ElkNode {
  const { stateFont, padding, lineHeight, history } = CHART_METRICS;
  const line = Math.ceil(stateFont * lineHeight);
  if (node.type === 'history') return { id: node.id, width: history, height: history };
  const lines = [node.key, ...node.invoke.map((invoked) => `⟳ ${invoked.id}`)];
  const width = Math.max(72, ...lines.map((text) => textWidth(text, stateFont))) + 2 * padding;
  const box: ElkNode = { id: node.id, width, height: lines.length * line + 2 * padding };
  const children = Object.values(node.states);
  if (children.length === 0) return box;
  const { compoundHeader } = CHART_METRICS;
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${compoundHeader + (lines.length - 1) * line},left=${padding},bottom=${padding},right=${padding}]`,
      // The name (and its actors) must fit above the children however few they are.
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${box.height})`,
    },
    children: [
      ...(node.type === 'compound'
        ? [
            {
              id: initialMarkerId(node.id),
              width: CHART_METRICS.marker,
              height: CHART_METRICS.marker,
            },
          ]
        : []),
      ...children.map(stateBox),
    ],
  };
}

function edgeLabels(label: string): ElkExtendedEdge['labels'] {
  if (label === '') return [];
  const { edgeFont, lineHeight } = CHART_METRICS;
  return [
    {
      text: label,
      width: textWidth(label, edgeFont) + 6,
      height: Math.ceil(edgeFont * lineHeight),
    },
  ];
}

/**
 * A machine's statechart as an ELK graph: a node per state (compound ones holding their
 * children, a filled dot pointing at the initial child), an edge per transition and target.
 * A transition without a target (actions only, the state stays) is drawn as a loop on its
 * source, like a self-transition, but marked `targetless`.
 */
export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const nodes = allStateNodes(machine.root);
  const states: ChartState[] = nodes.map((node) => ({
    id: node.id,
    name: nameOf(node),
    kind: node.type,
    region: node.parent?.type === 'parallel',
    invokes: node.invoke.map((invoked) => invoked.id),
  }));
  const edges: ChartEdge[] = [];
  for (const node of nodes) {
    if (node.type === 'compound') {
      for (const target of node.initial.target) {
        edges.push({
          id: `e${edges.length}`,
          transition: '',
          kind: 'initial',
          source: initialMarkerId(node.id),
          target: target.id,
          label: '',
        });
      }
    }
    for (const transition of transitionsOf(node)) {
      const shared = { transition: transitionName(transition), label: transitionLabel(transition) };
      const targets = transition.target ?? [];
      if (targets.length === 0) {
        edges.push({
          id: `e${edges.length}`,
          kind: 'targetless',
          source: node.id,
          target: node.id,
          ...shared,
        });
      }
      for (const target of targets) {
        edges.push({
          id: `e${edges.length}`,
          kind: 'transition',
          source: node.id,
          target: target.id,
          ...shared,
        });
      }
    }
  }
  return {
    states,
    edges,
    elk: {
      id: CHART_ROOT,
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        // Top to bottom: a phone's screen is tall and narrow.
        'elk.direction': 'DOWN',
        'elk.padding': '[top=12,left=12,bottom=12,right=12]',
        'elk.spacing.nodeNode': '28',
        'elk.layered.spacing.nodeNodeBetweenLayers': '40',
        'elk.spacing.edgeLabel': '4',
        'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      },
      children: [stateBox(machine.root)],
      // ELK finds each edge's container itself and reports it (`container`) in the result.
      edges: edges.map((edge) => ({
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        labels: edgeLabels(edge.label),
      })),
    },
  };
}
