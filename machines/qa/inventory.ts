import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';

/**
 * A transition named by its source, event ('(always)' for eventless ones), position among
 * the source's transitions for that event when there are several (guarded alternatives),
 * and targets. Names, not objects: `machine.provide()` builds new state nodes.
 */
export function transitionName(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const alternatives =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const position = alternatives.length > 1 ? ` #${alternatives.indexOf(transition) + 1}` : '';
  const targets = transition.target?.map((target) => target.id).join(' + ') ?? '(stays)';
  return `${source.id}: ${transition.eventType || '(always)'}${position} → ${targets}`;
}

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

/** Every transition a state node defines, eventless ones included. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Every state id and every transition the machine defines. */
export function inventoryOf(machine: AnyStateMachine) {
  const nodes = allStateNodes(machine.root);
  return {
    states: nodes.map((node) => node.id).sort(),
    transitions: nodes.flatMap(transitionsOf).map(transitionName).sort(),
  };
}

/** Records the states entered and the transitions taken by running actors of one machine. */
export function createCoverage(machine: AnyStateMachine) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const visit = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) states.add(node.id);
  };
  return {
    /** Pass as the actor's `inspect` option. */
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
      if (event.actorRef.sessionId !== event.rootId) return;
      visit(event.snapshot as AnyMachineSnapshot);
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          transitions.add(transitionName(transition));
          // A transient state (left by an eventless transition at once) shows in no snapshot.
          states.add(transition.source.id);
        }
      }
    },
    /** What the machine defines and the runs never reached. */
    missing() {
      const all = inventoryOf(machine);
      return {
        states: all.states.filter((id) => !states.has(id)),
        transitions: all.transitions.filter((name) => !transitions.has(name)),
      };
    },
  };
}

export type Coverage = ReturnType<typeof createCoverage>;
