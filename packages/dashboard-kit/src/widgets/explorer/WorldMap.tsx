import { useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { ModelArea } from '../../api/schemas/forecast';
import { baseMapPaths, fromMap, MAP_HEIGHT, MAP_WIDTH, toMap } from './base-map';
import { roundCoordinate } from './explorerState.logic';

/** A regional model's area, drawn with its label; `refused` when the point lies outside it. */
export interface DrawnArea {
  id: string;
  label: string;
  area: ModelArea;
  refused: boolean;
}

export interface WorldMapProps {
  point: { lat: number; lon: number } | null;
  areas: readonly DrawnArea[];
  onChoose: (lat: number, lon: number) => void;
  label: string;
  /** The id of the text that says how to use the map. */
  describedBy: string;
}

const Frame = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  overflow: hidden;
  background: ${({ theme }) => theme.colorSurfaceMuted};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
  & svg {
    display: block;
    width: 100%;
    height: auto;
    cursor: crosshair;
  }
  & .land {
    fill: ${({ theme }) => theme.colorSurface};
    stroke: ${({ theme }) => theme.colorTextMuted};
    stroke-width: 0.4;
  }
  & .borders {
    fill: none;
    stroke: ${({ theme }) => theme.colorBorder};
    stroke-width: 0.4;
  }
  & .graticule {
    fill: none;
    stroke: ${({ theme }) => theme.colorBorder};
    stroke-width: 0.3;
  }
  & .area {
    fill: ${({ theme }) => theme.colorPrimary};
    fill-opacity: 0.08;
    stroke: ${({ theme }) => theme.colorPrimary};
    stroke-width: 1;
    stroke-dasharray: 4 2;
  }
  & .area.refused {
    fill: ${({ theme }) => theme.colorWarning};
    stroke: ${({ theme }) => theme.colorWarning};
    stroke-width: 1.5;
  }
  & .area-label {
    font-size: 9px;
    fill: ${({ theme }) => theme.colorText};
    paint-order: stroke;
    stroke: ${({ theme }) => theme.colorSurface};
    stroke-width: 2px;
  }
  & .point {
    fill: ${({ theme }) => theme.colorDanger};
    stroke: ${({ theme }) => theme.colorSurface};
    stroke-width: 1.5;
  }
  & .crosshair {
    stroke: ${({ theme }) => theme.colorDanger};
    stroke-width: 0.6;
    stroke-dasharray: 2 2;
  }
`;

/** Degrees the arrow keys move the point; with Shift, ten times as far. */
const STEP = 1;

/**
 * The world, drawn from the data set shipped with the code, with the chosen point and the chosen
 * regional models' areas. A click chooses the point under it; focused, the arrow keys move the
 * point (it starts at 0, 0). The map reads west to east whatever the language's direction.
 */
export default function WorldMap({ point, areas, onChoose, label, describedBy }: WorldMapProps) {
  const paths = useMemo(() => baseMapPaths(), []);
  const svg = useRef<SVGSVGElement>(null);

  const choose = (lat: number, lon: number) => onChoose(roundCoordinate(lat), roundCoordinate(lon));

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const element = svg.current;
    const matrix = element?.getScreenCTM();
    if (!element || !matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const place = fromMap(at.x, at.y);
    choose(place.lat, place.lon);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? STEP * 10 : STEP;
    const lat = Math.max(-90, Math.min(90, (point?.lat ?? 0) + move[0] * step));
    // Longitude wraps round the globe.
    const lon = ((((point?.lon ?? 0) + move[1] * step + 180) % 360) + 360) % 360 - 180;
    choose(lat, lon);
  };

  const marker = point ? toMap(point.lat, point.lon) : null;
  return (
    <Frame tabIndex={0} role="application" aria-roledescription="map" aria-label={label} aria-describedby={describedBy} onKeyDown={onKeyDown} dir="ltr" className="dk-world-map">
      <svg ref={svg} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} onClick={onClick} aria-hidden="true" focusable="false">
        <path className="graticule" d={paths.graticule} />
        <path className="land" d={paths.land} />
        <path className="borders" d={paths.borders} />
        {areas.map(({ id, label: name, area, refused }) => {
          const [x0, y0] = toMap(area.lat[1], area.lon[0]);
          const [x1, y1] = toMap(area.lat[0], area.lon[1]);
          return (
            <g key={id} data-area={id}>
              <rect className={refused ? 'area refused' : 'area'} x={x0} y={y0} width={x1 - x0} height={y1 - y0} />
              <text className="area-label" x={x0 + 3} y={y0 + 10}>
                {name}
              </text>
            </g>
          );
        })}
        {marker ? (
          <g data-point={`${point!.lat},${point!.lon}`}>
            <line className="crosshair" x1={0} x2={MAP_WIDTH} y1={marker[1]} y2={marker[1]} />
            <line className="crosshair" x1={marker[0]} x2={marker[0]} y1={0} y2={MAP_HEIGHT} />
            <circle className="point" cx={marker[0]} cy={marker[1]} r={4} />
          </g>
        ) : null}
      </svg>
    </Frame>
  );
}
