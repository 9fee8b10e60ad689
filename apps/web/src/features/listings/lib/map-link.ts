/** OpenStreetMap centred on the point, with a marker, close enough to see the neighbourhood. */
export function openStreetMapHref(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=14/${lat}/${lon}`;
}
