import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../../db/schema/listings';
import type { Bind } from './search-values';

/*
 * Distances on the earth in SQL (earthdistance and its cube index), for the radius and nearest
 * first searches of public listings.
 */

export interface GeoOrigin {
  latitude: number;
  longitude: number;
}

/** The radius of the sphere earthdistance measures on (its `earth()`), in metres. */
export const EARTH_RADIUS_METRES = 6_378_168;

export const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The haversine of the angle between a listing and `origin`, in plain arithmetic on the
 * listing's latitude and longitude: `ll_to_earth` is an SQL function that is not inlined and
 * checks its domain on every call, so `earth_distance` on every row in a radius was most of a
 * radius page's time. Each sin²(x/2) is written (1 − cos x) / 2, one cosine, instead of
 * `power(sin(x / 2), 2)`, whose `power` cost more than the rest of the check (the cancellation
 * in 1 − cos x loses nothing that matters: a centimetre at a metre).
 */
export function haversineFrom(origin: GeoOrigin, bind: Bind): SQL<number> {
  const latitude = radians(origin.latitude);
  const longitude = radians(origin.longitude);
  return sql<number>`((1 - cos(radians(${listings.latitude}) - ${bind(latitude)}::float8)) / 2 + ${bind(Math.cos(latitude) / 2)}::float8 * cos(radians(${listings.latitude})) * (1 - cos(radians(${listings.longitude}) - ${bind(longitude)}::float8)))`;
}

/**
 * Whether a listing lies within `metres` of `origin` along the surface: what
 * `earth_distance(origin, point) <= metres` answers, on the haversine.
 */
export const withinRadius = (origin: GeoOrigin, metres: number, bind: Bind): SQL =>
  sql`${haversineFrom(origin, bind)} <= ${bind(Math.sin(metres / EARTH_RADIUS_METRES / 2) ** 2)}::float8`;

/** The distance along the surface from `origin`, in metres: `earth_distance`, on the haversine. */
export const distanceFrom = (origin: GeoOrigin, bind: Bind): SQL<number> =>
  sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_METRES))}::float8 * asin(least(1, sqrt(${haversineFrom(origin, bind)}))))`;

/**
 * `ll_to_earth(origin)`, computed here: the point as earthdistance places it, in metres from the
 * earth's centre. Constants like `ll_to_earth(52.5, 13.4)` are folded while a query is planned,
 * by running the SQL function, which made planning a radius page slower than running it.
 */
export function earthPoint(origin: GeoOrigin): [number, number, number] {
  const latitude = radians(origin.latitude);
  const longitude = radians(origin.longitude);
  return [
    EARTH_RADIUS_METRES * Math.cos(latitude) * Math.cos(longitude),
    EARTH_RADIUS_METRES * Math.cos(latitude) * Math.sin(longitude),
    EARTH_RADIUS_METRES * Math.sin(latitude),
  ];
}

export const cubeText = (corners: number[][]) =>
  corners.map((corner) => `(${corner.join(', ')})`).join(',');

/** `ll_to_earth(origin)` as a cube parameter. */
export const earthPointCube = (origin: GeoOrigin, bind: Bind) =>
  sql`${bind(cubeText([earthPoint(origin)]))}::cube`;

/** The cube around `ll_to_earth(origin)` with the given half side, as a cube parameter. */
export function cubeAround(origin: GeoOrigin, half: number, bind: Bind): SQL {
  const point = earthPoint(origin);
  return sql`${bind(cubeText([point.map((value) => value - half), point.map((value) => value + half)]))}::cube`;
}

/**
 * The smallest box around the points of the earth within `metres` of `origin` along the surface
 * (a spherical cap), as a cube parameter. Along each axis, the cap's points lie between the
 * cosines of the axis's angle to the origin plus and minus the cap's angle. `earth_box`, a cube
 * whose half side is the cap's chord on every axis, holds half as many listings again outside
 * the radius, each read from the index and then dropped by the exact check. A metre more on each
 * side, so that rounding never leaves out a point on the radius (the exact check follows).
 */
export function earthCapCorners(origin: GeoOrigin, metres: number): [number[], number[]] {
  const capAngle = metres / EARTH_RADIUS_METRES;
  const sides = earthPoint(origin).map((coordinate) => {
    const axisAngle = Math.acos(Math.max(-1, Math.min(1, coordinate / EARTH_RADIUS_METRES)));
    return {
      low: EARTH_RADIUS_METRES * Math.cos(Math.min(Math.PI, axisAngle + capAngle)) - 1,
      high: EARTH_RADIUS_METRES * Math.cos(Math.max(0, axisAngle - capAngle)) + 1,
    };
  });
  return [sides.map((side) => side.low), sides.map((side) => side.high)];
}

export const earthCapBox = (origin: GeoOrigin, metres: number, bind: Bind): SQL =>
  sql`${bind(cubeText(earthCapCorners(origin, metres)))}::cube`;
