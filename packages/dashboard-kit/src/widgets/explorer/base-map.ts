import { geoEquirectangular, geoGraticule10, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth's 1:110m countries (public domain), shipped with the code: no tile server is asked.
import world from 'world-atlas/countries-110m.json';

/** The map's drawing size in SVG units: the whole globe, two degrees of longitude per unit of height. */
export const MAP_WIDTH = 720;
export const MAP_HEIGHT = 360;

/**
 * Plate carrée: longitude and latitude are x and y, so a model's area (a range of each) is a
 * rectangle, a click reads back as degrees exactly, and the arrow keys move by whole degrees.
 */
export const projection = /* @__PURE__ */ geoEquirectangular()
  .scale(MAP_WIDTH / (2 * Math.PI))
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
  .precision(0.5);

/** The map's SVG coordinates of a point. */
export function toMap(lat: number, lon: number): [number, number] {
  return projection([lon, lat]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
}

/** The point under SVG coordinates, clamped to the globe. */
export function fromMap(x: number, y: number): { lat: number; lon: number } {
  const [lon, lat] = projection.invert?.([x, y]) ?? [0, 0];
  return { lat: Math.max(-90, Math.min(90, lat)), lon: Math.max(-180, Math.min(180, lon)) };
}

let drawn: { land: string; borders: string; graticule: string } | undefined;

/** The land, the borders and a 10° graticule as SVG paths, drawn once per page. */
export function baseMapPaths() {
  if (drawn) return drawn;
  const topology = world as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  // A tenth of a unit (a quarter of a degree) is finer than the data set's own detail.
  const path = geoPath(projection).digits(1);
  drawn = {
    land: path(feature(topology, topology.objects.land)) ?? '',
    borders: path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '',
    graticule: path(geoGraticule10()) ?? '',
  };
  return drawn;
}
