import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CHART_METRICS,
  type ChartState,
  markerParentId,
  relativeStateId,
} from './statechart-graph.ts';
import type { ChartLayout, PlacedEdge, PlacedState, Point } from './statechart-layout.ts';

interface StatechartProps {
  layout: ChartLayout;
  /** The chart's accessible name. */
  title: string;
  selected: string | undefined;
  /** States active at the step shown, and the transitions that step took. */
  active: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  onSelect: (stateId: string) => void;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5];

const pathOf = (points: Point[]) =>
  points.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');

/** The machine's statechart as laid out by ELK: states are buttons that select them. */
export function Statechart({ layout, title, selected, active, taken, onSelect }: StatechartProps) {
  const { t } = useLingui();
  const [zoom, setZoom] = useState(ZOOMS.indexOf(1));
  const titleId = useId();
  const arrowId = useId();
  const takenArrowId = useId();
  const rootId = layout.states[0]?.state.id ?? '';
  const scale = ZOOMS[zoom] ?? 1;
  const box = useRef<HTMLDivElement>(null);
  // The step's innermost active state, brought into the chart's view: only the chart's box
  // scrolls, so the page (and the step buttons under the owner's finger) stay where they are.
  const shownLeaf = layout.states.find(
    ({ state }) => active.has(state.id) && (state.kind === 'atomic' || state.kind === 'final'),
  );
  useEffect(() => {
    const view = box.current;
    if (!view || !shownLeaf) return;
    const left = shownLeaf.x * scale;
    const top = shownLeaf.y * scale;
    const right = left + shownLeaf.width * scale;
    const bottom = top + shownLeaf.height * scale;
    const visible =
      left >= view.scrollLeft &&
      top >= view.scrollTop &&
      right <= view.scrollLeft + view.clientWidth &&
      bottom <= view.scrollTop + view.clientHeight;
    if (visible) return;
    view.scrollLeft = (left + right - view.clientWidth) / 2;
    view.scrollTop = (top + bottom - view.clientHeight) / 2;
  }, [shownLeaf, scale]);

  const kindNames: Record<ChartState['kind'], string> = {
    atomic: t({ message: 'สถานะ', context: "a machine's state" }),
    compound: t`สถานะซ้อน`,
    parallel: t`สถานะขนาน`,
    final: t`สถานะสุดท้าย`,
    history: t`สถานะประวัติ`,
  };
  const stateName = ({ state }: PlacedState) =>
    `${relativeStateId(state.id, rootId)}, ${state.region ? t`ส่วนของสถานะขนาน` : kindNames[state.kind]}`;
  const edgeName = ({ edge }: PlacedEdge) => {
    const source = relativeStateId(edge.source, rootId);
    const target = relativeStateId(edge.target, rootId);
    if (edge.kind === 'initial') {
      const parent = relativeStateId(markerParentId(edge.source), rootId);
      return t`สถานะเริ่มต้นของ ${parent}: ${target}`;
    }
    if (edge.kind === 'targetless') return t`${edge.label}: อยู่ใน ${source} ต่อไป`;
    return t`${edge.label}: จาก ${source} ไป ${target}`;
  };
  const select = (stateId: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the chart's box too.
    event.preventDefault();
    onSelect(stateId);
  };

  return (
    <figure className="statechart">
      <div className="statechart__zoom">
        <button
          type="button"
          className="button button--ghost"
          aria-label={t`ย่อแผนภาพ`}
          aria-disabled={zoom === 0}
          onClick={() => setZoom((level) => Math.max(0, level - 1))}
        >
          −
        </button>
        <output aria-live="polite">{Math.round(scale * 100)}%</output>
        <button
          type="button"
          className="button button--ghost"
          aria-label={t`ขยายแผนภาพ`}
          aria-disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((level) => Math.min(ZOOMS.length - 1, level + 1))}
        >
          +
        </button>
      </div>
      <div className="statechart__box" ref={box}>
        {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the group holds the states' buttons */}
        <svg
          role="group"
          aria-labelledby={titleId}
          width={layout.width * scale}
          height={layout.height * scale}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ fontSize: CHART_METRICS.stateFont }}
        >
          <title id={titleId}>{title}</title>
          <defs>
            {[arrowId, takenArrowId].map((id) => (
              <marker
                key={id}
                id={id}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path
                  d="M0 0 L10 5 L0 10 z"
                  className={id === arrowId ? 'statechart__arrow' : 'statechart__arrow is-taken'}
                />
              </marker>
            ))}
          </defs>
          {layout.states.map((placed) => (
            // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; role, tabindex and keys make one
            <g
              key={placed.state.id}
              role="button"
              tabIndex={0}
              aria-label={stateName(placed)}
              aria-pressed={placed.state.id === selected}
              aria-current={active.has(placed.state.id) ? 'step' : undefined}
              className={[
                'chart-state',
                `chart-state--${placed.state.kind}`,
                placed.state.region ? 'chart-state--region' : '',
                active.has(placed.state.id) ? 'is-active' : '',
                placed.state.id === selected ? 'is-selected' : '',
              ].join(' ')}
              onClick={() => onSelect(placed.state.id)}
              onKeyDown={select(placed.state.id)}
            >
              <StateShape placed={placed} />
            </g>
          ))}
          {layout.markers.map((marker) => (
            <circle
              key={marker.id}
              className="chart-initial"
              cx={marker.x + marker.width / 2}
              cy={marker.y + marker.height / 2}
              r={marker.width / 2}
            />
          ))}
          {layout.edges.map((placed) => (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; role img gives the transition its name
            <g
              key={placed.edge.id}
              role="img"
              aria-label={edgeName(placed)}
              className={[
                'chart-edge',
                `chart-edge--${placed.edge.kind}`,
                taken.has(placed.edge.transition) ? 'is-taken' : '',
              ].join(' ')}
            >
              <path
                d={pathOf(placed.points)}
                markerEnd={`url(#${taken.has(placed.edge.transition) ? takenArrowId : arrowId})`}
              />
              {placed.label && (
                <>
                  <rect
                    className="chart-edge__label-box"
                    x={placed.label.x}
                    y={placed.label.y}
                    width={placed.label.width}
                    height={placed.label.height}
                    rx="3"
                  />
                  <text
                    className="chart-edge__label"
                    x={placed.label.x + 3}
                    y={placed.label.y + placed.label.height / 2}
                    dominantBaseline="central"
                    style={{ fontSize: CHART_METRICS.edgeFont }}
                  >
                    {placed.label.text}
                  </text>
                </>
              )}
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}

function StateShape({ placed }: { placed: PlacedState }) {
  const { x, y, width, height, state } = placed;
  const { padding, stateFont, lineHeight, compoundHeader } = CHART_METRICS;
  if (state.kind === 'history') {
    return (
      <>
        <circle className="chart-state__box" cx={x + width / 2} cy={y + height / 2} r={width / 2} />
        <text x={x + width / 2} y={y + height / 2} textAnchor="middle" dominantBaseline="central">
          {state.name}
        </text>
      </>
    );
  }
  const container = state.kind === 'compound' || state.kind === 'parallel';
  const line = stateFont * lineHeight;
  // A container's name sits in its header; a leaf's lines are centred in its box.
  const firstLine = container
    ? y + compoundHeader / 2 + 2
    : y + height / 2 - (state.invokes.length * line) / 2;
  return (
    <>
      <rect className="chart-state__box" x={x} y={y} width={width} height={height} rx="8" />
      {state.kind === 'final' && (
        <rect
          className="chart-state__inner"
          x={x + 4}
          y={y + 4}
          width={width - 8}
          height={height - 8}
          rx="5"
        />
      )}
      <text
        className="chart-state__name"
        x={container ? x + padding : x + width / 2}
        y={firstLine}
        textAnchor={container ? 'start' : 'middle'}
        dominantBaseline="central"
      >
        {state.name}
      </text>
      {state.invokes.map((actor, i) => (
        <text
          key={actor}
          className="chart-state__invoke"
          x={container ? x + padding : x + width / 2}
          y={firstLine + (i + 1) * line}
          textAnchor={container ? 'start' : 'middle'}
          dominantBaseline="central"
        >
          ⟳ {actor}
        </text>
      ))}
    </>
  );
}
