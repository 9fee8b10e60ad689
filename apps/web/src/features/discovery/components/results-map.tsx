'use client';

import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { divIcon, type LatLngBoundsExpression } from 'leaflet';
import Link from 'next/link';
import { useEffect, useMemo } from 'react';
import {
  Circle,
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  ScaleControl,
  TileLayer,
  useMap,
} from 'react-leaflet';
import { useLocale, useTranslations } from 'use-intl';
import {
  escapeHtml,
  formatMoney,
  type DiscoveryListingCard,
  type GeoPoint,
} from '@bazaar/contracts';
import { ListingPrice } from '@/components/listing-price';
import { listingHref } from '@/lib/listings/listing-links';
import { type MapTiles } from '@/lib/site-config';
import { attributionHtml } from '../map-html';
import { boundsOf, mapPlaces, type MapPlace } from '../map-places';
import { DistanceLabel } from './distance-label';
import { RESULTS_MAP_FRAME_SX } from './results-map-frame';

export interface ResultsMapProps {
  listings: readonly DiscoveryListingCard[];
  /** The postal code searched around, when there is one. */
  origin: GeoPoint | null;
  radiusKm: number | null;
  /** Without tiles the pins stand on a plain background. */
  tiles: MapTiles | null;
}

/** The middle of Germany, whose postal codes the marketplace knows, for a map without pins. */
const FALLBACK_CENTER: [number, number] = [51.1657, 10.4515];
const FALLBACK_ZOOM = 5;
const MAX_FIT_ZOOM = 12;

/** Keeps the pins (and the searched circle) in view as results load. */
function FitToResults({ bounds }: { bounds: LatLngBoundsExpression | null }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, { padding: [48, 48], maxZoom: MAX_FIT_ZOOM });
    // The key stands for the bounds: a new array of the same corners does not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

function PlacePopup({ place }: { place: MapPlace }) {
  return (
    <Stack spacing={1.25} sx={{ minWidth: 220, maxWidth: 280, maxHeight: 280, overflowY: 'auto' }}>
      {place.listings.map((listing) => (
        <Box key={listing.id} data-testid="map-popup-listing">
          <Typography
            component={Link}
            href={listingHref(listing.section, listing.id)}
            prefetch={false}
            sx={{
              display: 'block',
              fontWeight: 600,
              fontSize: '0.9rem',
              lineHeight: 1.35,
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { color: 'primary.main', textDecoration: 'underline' },
            }}
          >
            {listing.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <ListingPrice price={listing.price} rental_period={listing.rental_period} />
            {listing.distance_km !== undefined ? <DistanceLabel km={listing.distance_km} /> : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Results by location (the `map` parameter), drawn with Leaflet. Listings at one place share a
 * pin that shows the price, or how many listings are there.
 */
export default function ResultsMap({ listings, origin, radiusKm, tiles }: ResultsMapProps) {
  const t = useTranslations('discovery.map');
  const locale = useLocale();
  const places = useMemo(() => mapPlaces(listings), [listings]);
  const bounds = useMemo(() => {
    const points: { latitude: number; longitude: number }[] = [...places];
    if (origin) {
      points.push(origin);
      if (radiusKm) {
        // The circle's north and south edges (one degree of latitude is about 111 km).
        const delta = radiusKm / 111;
        points.push(
          { latitude: origin.latitude + delta, longitude: origin.longitude },
          { latitude: origin.latitude - delta, longitude: origin.longitude },
        );
      }
    }
    return boundsOf(points);
  }, [places, origin, radiusKm]);

  return (
    <Box
      data-testid="results-map"
      data-tiles={tiles ? 'on' : 'off'}
      sx={(theme) => ({
        ...RESULTS_MAP_FRAME_SX,
        position: 'relative',
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          fontFamily: 'inherit',
          // A plain, calm background where tiles would be.
          background: tiles ? '#dde3e8' : (theme.vars ?? theme).palette.action.hover,
        },
        '& .bz-map-pin': {
          display: 'inline-block',
          transform: 'translate(-50%, calc(-100% - 6px))',
          whiteSpace: 'nowrap',
          padding: '4px 9px',
          borderRadius: 999,
          fontSize: 13,
          fontWeight: 700,
          lineHeight: 1.3,
          color: '#ffffff',
          background: (theme.vars ?? theme).palette.primary.main,
          boxShadow: '0 6px 16px -6px rgba(16, 24, 40, 0.55)',
          border: '2px solid #ffffff',
        },
        '& .leaflet-marker-icon:focus-visible .bz-map-pin, & .leaflet-marker-icon:hover .bz-map-pin':
          { background: (theme.vars ?? theme).palette.secondary.main, color: '#2a0d04' },
        '& .leaflet-popup-content-wrapper': { borderRadius: '12px' },
        '& .leaflet-popup-content': { margin: '14px 16px' },
      })}
    >
      <MapContainer
        center={origin ? [origin.latitude, origin.longitude] : FALLBACK_CENTER}
        zoom={FALLBACK_ZOOM}
        scrollWheelZoom={false}
        aria-label={t('label')}
      >
        {tiles ? (
          <TileLayer
            url={tiles.urlTemplate}
            attribution={tiles.attribution ? attributionHtml(tiles.attribution) : undefined}
          />
        ) : null}
        <ScaleControl imperial={false} />
        <FitToResults bounds={bounds} />
        {origin ? (
          <>
            {radiusKm ? (
              <Circle
                center={[origin.latitude, origin.longitude]}
                radius={radiusKm * 1000}
                pathOptions={{ color: '#0b7a6c', weight: 2, fillOpacity: 0.08 }}
              />
            ) : null}
            <CircleMarker
              center={[origin.latitude, origin.longitude]}
              radius={7}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#f2643d', fillOpacity: 1 }}
            />
          </>
        ) : null}
        {places.map((place) => {
          const label =
            place.listings.length === 1
              ? formatMoney(place.listings[0]!.price, locale)
              : t('listingsHere', { count: place.listings.length });
          return (
            <Marker
              key={place.key}
              position={[place.latitude, place.longitude]}
              title={place.listings.length === 1 ? `${place.listings[0]!.title}, ${label}` : label}
              icon={divIcon({
                className: '',
                html: `<span class="bz-map-pin">${escapeHtml(label)}</span>`,
                iconSize: [0, 0],
              })}
            >
              <Popup>
                <PlacePopup place={place} />
              </Popup>
            </Marker>
          );
        })}
      </MapContainer>
      {tiles ? null : (
        <Typography
          variant="caption"
          role="note"
          sx={{
            position: 'absolute',
            zIndex: 1000,
            top: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            maxWidth: 'calc(100% - 120px)',
            px: 1.5,
            py: 0.75,
            borderRadius: '10px',
            bgcolor: 'background.paper',
            color: 'text.secondary',
            boxShadow: '0 6px 16px -10px rgba(16, 24, 40, 0.5)',
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          {t('noTiles')}
        </Typography>
      )}
    </Box>
  );
}
